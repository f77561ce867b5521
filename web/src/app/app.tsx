import type { RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import { useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { createUserManager, UserManagerContext } from '@/lib/auth';
import { RuntimeConfigProvider } from '@/lib/runtime-config';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Only the login-complete page (the redirect URI) exchanges a code; elsewhere `?code=` is left alone. */
const isLoginCompletePage = (config: RuntimeConfig) =>
  window.location.pathname === new URL(config.oidc.redirectUri, window.location.origin).pathname;

/** Drops `code` and `state` from the address once exchanged, so a reload does not replay them. */
const forgetAuthParams = () =>
  window.history.replaceState(window.history.state, '', window.location.pathname);

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
            <AppRouter />
          </AppProvider>
        </AuthProvider>
      </UserManagerContext.Provider>
    </RuntimeConfigProvider>
  );
}
