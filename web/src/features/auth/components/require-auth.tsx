import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useLocation, useMatches } from 'react-router-dom';
import { isSigningOut, type ReturnTo } from '@/lib/auth';
import { ErrorFallback } from '@/ui/error-fallback';
import { FullPageStatus } from '@/ui/full-page-status';
import { useAddUser } from '../api/add-user';
import { useBoot } from '../api/boot';
import { AuthError } from './auth-error';

/** Creates the product's user record once after sign-in (`auth/add`), then shows the app. */
function AddedUserRecord({ subject, children }: { subject: string; children: ReactNode }) {
  const { t } = useTranslation();
  const added = useAddUser(subject);
  if (added.isPending) return <FullPageStatus text={t('auth.loggingIn')} />;
  if (added.isError) return <ErrorFallback error={added.error} onRetry={() => void added.refetch()} />;
  return children;
}

/** The organisation in the address the app was opened at, if any (the deepest route's parameters). */
function useOrganisationInAddress(): string | undefined {
  const matches = useMatches();
  const [organisationId] = useState(() => matches.at(-1)?.params.organisationId);
  return organisationId;
}

/**
 * The first page's shell data in one call (`users/me/boot`, which also adds the user), its parts
 * seeded into the individual calls' caches; asked once per page load, for the organisation in the
 * address. Should it fail (an organisation the caller is not in answers 404), the user record comes
 * from `auth/add` as before and each screen asks for its own data, showing its own error.
 */
function UserRecord({ subject, children }: { subject: string; children: ReactNode }) {
  const { t } = useTranslation();
  const boot = useBoot(subject, useOrganisationInAddress());
  if (boot.isPending) return <FullPageStatus text={t('auth.loggingIn')} />;
  if (boot.isError) return <AddedUserRecord subject={subject}>{children}</AddedUserRecord>;
  return children;
}

/**
 * Everything below needs a signed-in user. Without one, the browser goes to the identity
 * provider's sign-in page, carrying the exact page asked for (path, query, hash) as the state, so
 * the login-complete page can return there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const returnTo: ReturnTo = `${location.pathname}${location.search}${location.hash}`;
  const redirecting = useRef(false);
  const mustSignIn =
    !auth.isLoading && !auth.isAuthenticated && !auth.activeNavigator && !auth.error && !isSigningOut();

  useEffect(() => {
    if (!mustSignIn || redirecting.current) return;
    redirecting.current = true;
    void auth.signinRedirect({ state: returnTo });
  }, [mustSignIn, auth, returnTo]);

  if (isSigningOut()) return <FullPageStatus text={t('auth.loggingOut')} />;
  if (auth.error && !auth.isAuthenticated) {
    return (
      <AuthError
        message={auth.error.message}
        onSignIn={() => void auth.signinRedirect({ state: returnTo })}
      />
    );
  }
  if (!auth.isAuthenticated || !auth.user) return <FullPageStatus text={t('auth.redirecting')} />;
  return <UserRecord subject={auth.user.profile.sub}>{children}</UserRecord>;
}
