import type { RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { UserManagerContext } from '@/lib/auth';
import { RuntimeConfigProvider } from '@/lib/runtime-config';
import { createTestQueryClient } from './test-utils';

export const testConfig: RuntimeConfig = {
  stage: 'test',
  basePath: '/',
  apiBaseUrl: '',
  oidc: {
    authority: 'http://localhost/auth',
    clientId: 'tandem-web',
    redirectUri: 'http://localhost/login-complete',
    postLogoutRedirectUri: 'http://localhost/',
    scope: 'openid email profile offline_access',
    logoutEndpoint: null,
    revocationEndpoint: null,
  },
  chatSupport: null,
  helpCentreUrl: 'https://help.example.test/',
};

/** A signed-in (or signed-out) auth context, without a real identity provider. */
export function fakeAuth(overrides: Partial<AuthContextProps> = {}): AuthContextProps {
  const noop = async () => undefined;
  return {
    isLoading: false,
    isAuthenticated: true,
    user: {
      profile: { sub: 'subject-1' },
      access_token: 'token',
      expired: false,
    } as AuthContextProps['user'],
    settings: {} as AuthContextProps['settings'],
    events: {} as AuthContextProps['events'],
    clearStaleState: noop,
    removeUser: noop,
    signinPopup: noop as unknown as AuthContextProps['signinPopup'],
    signinSilent: async () => null,
    signinRedirect: noop,
    signinResourceOwnerCredentials: noop as unknown as AuthContextProps['signinResourceOwnerCredentials'],
    signoutRedirect: noop,
    signoutPopup: noop,
    signoutSilent: noop,
    querySessionStatus: async () => null,
    revokeTokens: noop,
    startSilentRenew: () => {},
    stopSilentRenew: () => {},
    ...overrides,
  };
}

/** Renders routes at an address inside every provider the app has, with a fake sign-in. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  {
    auth = fakeAuth(),
    config = testConfig,
    queryClient = createTestQueryClient(),
  }: { auth?: AuthContextProps; config?: RuntimeConfig; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const userManager = { getUser: async () => null } as unknown as UserManager;
  const view = render(
    <RuntimeConfigProvider config={config}>
      <UserManagerContext.Provider value={userManager}>
        <AuthContext.Provider value={auth}>
          <AppProvider queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProvider>
        </AuthContext.Provider>
      </UserManagerContext.Provider>
    </RuntimeConfigProvider>,
  );
  return { ...view, router, queryClient };
}
