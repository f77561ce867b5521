import type { QueryCommandInput } from '@aws-sdk/client-dynamodb';
import type { EndpointId } from '@tandem/shared/contract/endpoints';
import type * as demo from '@tandem/infra/local/src/seed/demo-data';

/** What an entry can use to build its request: the table and the seeded demo world. */
export interface BenchContext {
  tableName: string;
  demo: typeof demo;
}

/**
 * One API endpoint under the bench. Method and path template come from the contract; for a list
 * endpoint, `rawQuery` is the single DynamoDB Query that reads the same page, timed beside it (§11:
 * list p95 ÷ raw Query p95 ≤ 2). Adding an endpoint to the bench is adding one entry here.
 */
export interface BenchEndpoint {
  /** Row label; defaults to the endpoint id. */
  name?: string;
  endpoint: EndpointId;
  params?: (ctx: BenchContext) => Record<string, string | number>;
  query?: (ctx: BenchContext) => Record<string, string>;
  /** Bearer token of the caller (authenticated endpoints). */
  token?: (ctx: BenchContext) => string | Promise<string>;
  rawQuery?: (ctx: BenchContext) => Omit<QueryCommandInput, 'TableName'>;
}

export const benchEndpoints: BenchEndpoint[] = [
  { endpoint: 'health' },
  { endpoint: 'openapi' },
  // Later, e.g.:
  // {
  //   endpoint: 'listProjects',
  //   params: ({ demo }) => ({ organisationId: demo.demoOrganisations.a.organisationId }),
  //   token: ({ demo }) => tokenFor(demo.demoUsers[0]),
  //   rawQuery: ({ demo }) => ({
  //     KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
  //     ExpressionAttributeValues: { ':pk': { S: `ORG#${demo.demoOrganisations.a.organisationId}` }, ':sk': { S: 'PROJECT#' } },
  //   }),
  // },
];

/** A raw Query timed on its own: the data layer's floor for an access pattern no endpoint serves yet. */
export interface DataLayerBaseline {
  name: string;
  rawQuery: (ctx: BenchContext) => Omit<QueryCommandInput, 'TableName'>;
}

export const dataLayerBaselines: DataLayerBaseline[] = [
  {
    // docs/data-model.md: the organisation, its programmes, projects and memberships in one partition.
    name: 'organisation hierarchy (org A)',
    rawQuery: ({ demo }) => ({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: `ORG#${demo.demoOrganisations.a.organisationId}` } },
    }),
  },
];
