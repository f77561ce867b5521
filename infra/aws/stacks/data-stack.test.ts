import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '@tandem/functions/data/table-definition';
import { synthStage } from '../test/synth';

const dev = synthStage('dev').templates.data;
const prod = synthStage('prod').templates.data;

const tableOf = (template: typeof dev) => {
  const tables = template.findResources('AWS::DynamoDB::Table');
  expect(Object.keys(tables)).toHaveLength(1);
  return Object.values(tables)[0] as {
    Properties: Record<string, unknown>;
    DeletionPolicy?: string;
    UpdateReplacePolicy?: string;
  };
};

describe('data stack', () => {
  it('builds the table from tableDefinition: keys, every GSI with ALL projection, TTL', () => {
    const expectedIndexes = tableDefinition.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    }));
    for (const template of [dev, prod]) {
      const table = tableOf(template).Properties;
      expect(table.KeySchema).toEqual([
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ]);
      expect(table.GlobalSecondaryIndexes).toEqual(expectedIndexes);
      expect(table.TimeToLiveSpecification).toEqual({
        AttributeName: tableDefinition.timeToLiveAttribute,
        Enabled: true,
      });
      const keyAttributes = [
        tableDefinition.partitionKey,
        tableDefinition.sortKey,
        ...tableDefinition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
      ];
      expect(table.AttributeDefinitions).toEqual(
        expect.arrayContaining(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
      );
      expect(table.AttributeDefinitions).toHaveLength(keyAttributes.length);
    }
  });

  it('is on-demand, point-in-time recoverable and encrypted with the AWS-managed key', () => {
    for (const template of [dev, prod]) {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true, KMSMasterKeyId: Match.absent() },
      });
    }
  });

  it('protects and retains the production table', () => {
    const table = tableOf(prod);
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });

  it('lets a development table go with its stack', () => {
    const table = tableOf(dev);
    expect(table.Properties.DeletionProtectionEnabled).not.toBe(true);
    expect(table.DeletionPolicy).toBe('Delete');
    dev.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete', Properties: Match.anyValue() });
  });
});
