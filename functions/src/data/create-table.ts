import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { keyAttributeNames, tableDefinition } from './table-definition';

/** The CreateTable input derived from the one table definition (CDK builds the same from it). */
export const createTableInput = (tableName: string) => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST' as const,
  AttributeDefinitions: keyAttributeNames.map((name) => ({
    AttributeName: name,
    AttributeType: 'S' as const,
  })),
  KeySchema: [
    { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' as const },
  ],
  GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  })),
});

/**
 * Adds the indexes the definition has and a kept local table lacks (a `.data` table made before an
 * index was added): one UpdateTable per index, as DynamoDB allows one index creation at a time.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: string[]) {
  const input = createTableInput(tableName);
  for (const index of input.GlobalSecondaryIndexes.filter((item) => !existing.includes(item.IndexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: input.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}

/** Creates the table unless it exists (local stack and tests; AWS tables come from CDK). Returns true if created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? '');
    await addMissingIndexes(client, tableName, indexes);
    return false;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (error) {
    if (error instanceof ResourceInUseException) return false;
    throw error;
  }
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}
