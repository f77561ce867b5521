import * as z from 'zod';

/**
 * What the web app reads at run time from `<basePath>config.json`, so one build serves every stage:
 * written by the web stack in AWS and served by the local stack locally.
 */
export const runtimeConfigSchema = z.object({
  stage: z.string(),
  /** `/app/` in AWS, `/` locally. */
  basePath: z.string(),
  /** Empty: the API is on the same origin, under `/api`. */
  apiBaseUrl: z.string(),
  oidc: z.object({
    /** The issuer, which serves the discovery document (Cognito, or the local provider under /auth). */
    authority: z.string(),
    clientId: z.string(),
    redirectUri: z.string(),
    postLogoutRedirectUri: z.string(),
    scope: z.string(),
    /** Where logout goes when the discovery document has no end_session_endpoint (Cognito). */
    logoutEndpoint: z.string().nullable(),
    /**
     * Where sign-out revokes the refresh token when the discovery document names no
     * revocation_endpoint (Cognito's /oauth2/revoke); null when it does (the local provider).
     */
    revocationEndpoint: z.string().nullable(),
  }),
  /** The chat-support launcher; null turns it off (always off locally). */
  chatSupport: z.object({ provider: z.string(), appId: z.string() }).nullable(),
  /** Help centre link shown in the help menu. */
  helpCentreUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The path of the login-complete callback page under the base path (spec §2 Entry). */
export const loginCompletePath = 'login-complete';
