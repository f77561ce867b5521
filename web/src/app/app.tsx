import type { RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import type { UserManager } from 'oidc-client-ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { matchRoutes } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { createUserManager, UserManagerContext } from '@/lib/auth';
import { mustSignInFirst, returnToOf } from '@/lib/early-sign-in';
import { RuntimeConfigProvider } from '@/lib/runtime-config';
import { FullPageStatus } from '@/ui/full-page-status';
import { AppProvider } from './provider';
import { AppRouter, createAppRoutes } from './router';

/** Only the login-complete page (the redirect URI) exchanges a code; elsewhere `?code=` is left alone. */
const isLoginCompletePage = (config: RuntimeConfig) =>
  window.location.pathname === new URL(config.oidc.redirectUri, window.location.origin).pathname;

/** Drops `code` and `state` from the address once exchanged, so a reload does not replay them. */
const forgetAuthParams = () =>
  window.history.replaceState(window.history.state, '', window.location.pathname);

const signInPaths = { login: paths.login.path, loginComplete: paths.loginComplete.path };

/** One redirect per page load, however often React runs the effect (StrictMode runs it twice). */
let earlySignInStarted = false;

/**
 * A full page load off the sign-in and not-found pages is always signed out (tokens live in memory only): it goes
 * to the provider at once, before the router loads the page's chunks and asks the API for anything
 * that the boot after sign-in would only ask for again. Should the redirect fail (the provider
 * unreachable), the app renders as before and its sign-in gate shows the error.
 */
function useEarlySignIn(userManager: UserManager) {
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(() => {
    if (!mustSignInFirst(window.location, env.routerBasename, signInPaths)) return false;
    // An address no page has shows the public not-found page: no sign-in for that.
    const matches = matchRoutes(createAppRoutes(queryClient), window.location, env.routerBasename);
    const page = matches?.at(-1)?.route;
    return page !== undefined && page.path !== paths.notFound.path;
  });
  useEffect(() => {
    if (!redirecting || earlySignInStarted) return;
    earlySignInStarted = true;
    userManager
      .signinRedirect({ state: returnToOf(window.location, env.routerBasename) })
      .catch(() => setRedirecting(false));
  }, [redirecting, userManager]);
  return redirecting;
}

/** The router, or only the redirecting status while the browser leaves for the sign-in page. */
function Boot({ userManager }: { userManager: UserManager }) {
  const { t } = useTranslation();
  const redirecting = useEarlySignIn(userManager);
  return redirecting ? <FullPageStatus text={t('auth.redirecting')} /> : <AppRouter />;
}

export function App({ config }: { config: RuntimeConfig }) {
  const [userManager] = useState(() => createUserManager(config));
  return (
    <RuntimeConfigProvider config={config}>
      <UserManagerContext.Provider value={userManager}>
        <AuthProvider
          userManager={userManager}
          skipSigninCallback={!isLoginCompletePage(config)}
          onSigninCallback={forgetAuthParams}
        >
          <AppProvider>
            <Boot userManager={userManager} />
          </AppProvider>
        </AuthProvider>
      </UserManagerContext.Provider>
    </RuntimeConfigProvider>
  );
}
