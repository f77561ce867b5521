import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { importWithRetry } from '@/lib/lazy-import';
import { FullPageStatus } from '@/ui/full-page-status';

// Rarely shown, and it brings the HTML sanitiser: loaded only when needed.
const LicenceScreen = lazy(() => importWithRetry(() => import('@/features/auth/components/licence-screen')));

/** The licence screen with its Log out wired, in place of all content (spec §2). */
export function LicenceRequired() {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  return (
    <Suspense fallback={<FullPageStatus text={t('app.loading')} />}>
      <LicenceScreen onLogOut={() => void logout()} loggingOut={isPending} />
    </Suspense>
  );
}
