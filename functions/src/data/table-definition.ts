/**
 * The one DynamoDB table, described once. CDK (infra/aws), the local stack (infra/local) and the
 * integration tests all build the table from this, so the code's indexes and the real table cannot drift.
 * Index names and key attribute names are also what the ElectroDB entities reference.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Overloaded GSIs: each entity maps its secondary access patterns onto these generic indexes. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // My Dashboard's owner index (issue 16): an action's owner beside gsi1's assignee.
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  /** Attribute DynamoDB TTL reads (seconds since epoch); short-lived items such as claims caches. */
  timeToLiveAttribute: 'expiresAt',
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];

/** Every key attribute is a string. */
export const keyAttributeNames = [
  tableDefinition.partitionKey,
  tableDefinition.sortKey,
  ...tableDefinition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];
