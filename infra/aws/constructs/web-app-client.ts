import { Duration } from 'aws-cdk-lib';
import {
  CfnManagedLoginBranding,
  OAuthScope,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  type IUserPool,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export interface WebAppClientProps {
  readonly userPool: IUserPool;
  readonly clientName: string;
  /** Absolute URLs the managed login may redirect to with the code (`https://<host>/app/login-complete`). */
  readonly callbackUrls: string[];
  /** Absolute URLs allowed after logout (`https://<host>/app/`). */
  readonly logoutUrls: string[];
}

/**
 * The web app's Cognito app client: a public client (no secret, it runs in the browser) using the
 * authorization code grant with PKCE (Cognito requires PKCE from clients without a secret when the
 * code flow is the only flow; oidc-client-ts always sends it), scopes openid/email/profile, short
 * token lifetimes, token revocation, and no user-existence leaks. Plus the managed-login branding the
 * newer managed login needs before it shows a page for a client.
 */
export class WebAppClient extends Construct {
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: WebAppClientProps) {
    super(scope, id);
    this.client = new UserPoolClient(this, 'Client', {
      userPool: props.userPool,
      userPoolClientName: props.clientName,
      generateSecret: false,
      // Browsers sign in only through managed login (code + PKCE). The admin flow is what the users
      // Lambda uses to check a current password before changing it (identity-directory port);
      // it needs IAM (cognito-idp:AdminInitiateAuth), which only that Lambda's role has.
      authFlows: { adminUserPassword: true },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: props.callbackUrls,
        logoutUrls: props.logoutUrls,
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(1),
      // Refresh-token rotation (issue 36): a refresh answers a new refresh token and the old one stops
      // working after a short grace (a retried refresh on a flaky network still succeeds).
      refreshTokenRotationGracePeriod: Duration.seconds(10),
      authSessionValidity: Duration.minutes(5),
    });

    new CfnManagedLoginBranding(this, 'Branding', {
      userPoolId: props.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      useCognitoProvidedValues: true,
    });
  }
}
