import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Counts the DynamoDB commands the API's own client sends (the local stack runs the handlers in this
 * process, so its client is this module's client). Counting is on only while `active`.
 */
export class DynamoDbCallCounter {
  active = false;
  private readonly calls = new Map<string, number>();

  constructor(client: DynamoDBClient) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (this.active) {
          const command = String(context.commandName ?? 'unknown').replace(/Command$/, '');
          this.calls.set(command, (this.calls.get(command) ?? 0) + 1);
        }
        return next(args);
      },
      { step: 'initialize', name: 'tandemBenchCallCounter', override: true },
    );
  }

  reset() {
    this.calls.clear();
  }

  /** Calls of each command per request, over `requests` requests. */
  perRequest(requests: number): Record<string, number> {
    return Object.fromEntries(
      [...this.calls].map(([command, count]) => [command, Math.round((count / requests) * 100) / 100]),
    );
  }
}
