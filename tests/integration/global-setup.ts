import type { TestProject } from 'vitest/node';
import { freePort } from '@tandem/infra/local/src/free-port';
import { startLocalStack } from '@tandem/infra/local/src/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dynamoDbEndpoint: string;
    tableName: string;
    signingKey: string;
  }
}

/** One in-memory local stack (DynamoDB Local + seeded table + API server) for the whole run. */
export default async function setup(project: TestProject) {
  const tableName = 'tandem-integration';
  const stack = await startLocalStack({ port: await freePort(), tableName, seed: true });
  project.provide('apiUrl', stack.url);
  project.provide('dynamoDbEndpoint', stack.dynamoDbEndpoint);
  project.provide('tableName', tableName);
  project.provide('signingKey', JSON.stringify(stack.signingKey));
  return () => stack.stop();
}
