import { startLocalStack } from '@tandem/infra/local/src/local-stack';

/**
 * One integration worker's stack (DynamoDB Local + seeded table + API server) in its own process:
 * the functions read their configuration from process.env at import, so two stacks cannot share one.
 * Port 0: the OS picks the API server's port, so stacks starting together never collide.
 * Started by global-setup over IPC; stops when told to or when the run that started it goes away.
 */
const tableName = process.env.TABLE_NAME ?? 'tandem-integration';
const stack = await startLocalStack({ port: 0, tableName, seed: true });

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= stack.stop().finally(() => process.exit(0));
  return stopping;
};
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.send?.({
  apiUrl: stack.url,
  dynamoDbEndpoint: stack.dynamoDbEndpoint,
  tableName,
  signingKey: JSON.stringify(stack.signingKey),
});
