import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * The credentials every AWS SDK client of the functions uses. In Lambda the execution role's
 * credentials are in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN),
 * so they are read from there directly and the SDK's default chain (SSO, ini files, STS web identity,
 * instance metadata) is never loaded at all. Anywhere else (a developer's shell) the default chain
 * stays: no `credentials` option lets the client use it. Spread into a client's configuration.
 * DynamoDB Local gets its own static pair (data/client.ts).
 */
export const lambdaCredentials = () =>
  process.env.AWS_LAMBDA_FUNCTION_NAME ? { credentials: fromEnv() } : {};
