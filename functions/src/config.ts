/** Runtime configuration, read once from the environment that infra (AWS) or infra/local sets. */
export const config = {
  stage: process.env.STAGE ?? 'local',
  version: process.env.APP_VERSION ?? '0.0.0',
  tableName: process.env.TABLE_NAME ?? 'tandem',
  /** Set only for DynamoDB Local; in AWS the SDK's default endpoint is used. */
  dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT,
  region: process.env.AWS_REGION ?? 'eu-west-2',
  auth: {
    /** Cognito in AWS; a generic OpenID Connect issuer whose keys are given directly, locally. */
    mode: (process.env.AUTH_MODE ?? (process.env.USER_POOL_ID ? 'cognito' : 'jwks')) as 'cognito' | 'jwks',
    userPoolId: process.env.USER_POOL_ID,
    userPoolClientId: process.env.USER_POOL_CLIENT_ID,
    issuer: process.env.OIDC_ISSUER,
    audience: process.env.OIDC_AUDIENCE,
    /** The issuer's public JSON Web Key Set, as JSON (local provider). */
    jwks: process.env.OIDC_JWKS,
    endSessionUrl: process.env.OIDC_END_SESSION_URL,
  },
};

/** The test-user claim counts only in the dev environment (spec §6). */
export const testUsersAllowed = () =>
  config.stage === 'dev' || config.stage === 'local' || config.stage === 'test';
