import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useLocation } from 'react-router-dom';
import { isSigningOut, type ReturnTo } from '@/lib/auth';
import { ErrorFallback } from '@/ui/error-fallback';
import { FullPageStatus } from '@/ui/full-page-status';
import { useAddUser } from '../api/add-user';
import { AuthError } from './auth-error';

export type UserRecordProps = { subject: string; children: ReactNode };

/** Creates the product's user record once after sign-in (`auth/add`), then shows the app. */
export function AddedUserRecord({ subject, children }: UserRecordProps) {
  const { t } = useTranslation();
  const added = useAddUser(subject);
  if (added.isPending) return <FullPageStatus text={t('auth.loggingIn')} />;
  if (added.isError) return <ErrorFallback error={added.error} onRetry={() => void added.refetch()} />;
  return children;
}

/**
 * Everything below needs a signed-in user. Without one, the browser goes to the identity
 * provider's sign-in page, carrying the exact page asked for (path, query, hash) as the state, so
 * the login-complete page can return there.
 */
export function RequireAuth({
  children,
  userRecord: UserRecord = AddedUserRecord,
}: {
  children: ReactNode;
  /** What makes sure the product user exists before the app shows (the app passes its boot call). */
  userRecord?: ComponentType<UserRecordProps>;
}) {
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
