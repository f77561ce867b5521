import { loginCompletePath, type RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import { localClientId, localScopes } from './auth/oidc-provider';

/** `/config.json` of the local stack: the same shape the web stack writes to S3 in AWS. */
export const localRuntimeConfig = (origin: string, issuer: string): RuntimeConfig => ({
  stage: 'local',
  basePath: '/',
  apiBaseUrl: '',
  oidc: {
    authority: issuer,
    clientId: localClientId,
    // The browser's own origin is used at run time (`npm run dev` serves on another port).
    redirectUri: `${origin}/${loginCompletePath}`,
    postLogoutRedirectUri: `${origin}/`,
    scope: localScopes,
    logoutEndpoint: null,
    // The provider's discovery names its revocation endpoint.
    revocationEndpoint: null,
  },
  // Never a third-party script locally.
  chatSupport: null,
  helpCentreUrl: `${origin}/help`,
});
