import { inject } from 'vitest';
import type { WorkerStack } from './worker-stack';

// Point this worker's tests and the functions' data layer at the worker's own stack before any test
// imports them: each Vitest worker has a stack (global-setup.ts), so files run in parallel in isolation.
const stacks = JSON.parse(inject('workerStacks')) as WorkerStack[];
const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
const stack = stacks[poolId - 1];
// Two workers on one stack would see each other's writes: fail loudly instead.
if (!stack) throw new Error(`No integration stack for Vitest pool ${poolId} (${stacks.length} started)`);
process.env.TANDEM_API_URL = stack.apiUrl;
process.env.TANDEM_SIGNING_KEY = stack.signingKey;
process.env.DYNAMODB_ENDPOINT = stack.dynamoDbEndpoint;
process.env.TABLE_NAME = stack.tableName;
process.env.AWS_REGION ??= 'eu-west-2';
