import type { QueryCommandInput } from '@aws-sdk/client-dynamodb';
import type { EndpointId } from '@tandem/shared/contract/endpoints';
import type * as demo from '@tandem/infra/local/src/seed/demo-data';
import { signIn } from '../support/oidc-sign-in';

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
  /** Time every page of `rawQuery`, not the first only (a chart reads all of its data). */
  rawAllPages?: boolean;
}

let contributor: Promise<string> | undefined;
/** A real token of contributor@ from the in-process local stack's provider (its issuer is in the env). */
const contributorToken = () =>
  (contributor ??= signIn(process.env.OIDC_ISSUER!.replace(/\/auth$/, ''), 'contributor@demo.test').then(
    (tokens) => tokens.accessToken,
  ));

let owner: Promise<string> | undefined;
/** owner@'s token: the organisation users list is an owner page. */
const ownerToken = () =>
  (owner ??= signIn(process.env.OIDC_ISSUER!.replace(/\/auth$/, ''), 'owner@demo.test').then(
    (tokens) => tokens.accessToken,
  ));

export const benchEndpoints: BenchEndpoint[] = [
  { endpoint: 'health' },
  { endpoint: 'openapi' },
  {
    // Core data list: one Query of the kind's items, then filter/sort/page in memory.
    endpoint: 'listLocations',
    params: ({ demo }) => ({ organisationId: demo.demoOrganisations.a.organisationId }),
    query: () => ({ page: '1', pageSize: '10', sorts: 'name' }),
    token: () => contributorToken(),
    rawQuery: ({ demo }) => ({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: {
        ':pk': { S: `ORG#${demo.demoOrganisations.a.organisationId}` },
        ':sk': { S: 'CORE#location#' },
      },
    }),
  },
  {
    // Organisation users: one Query of the members (sk MEMBER#), then filter/sort/page in memory.
    endpoint: 'listOrganisationUsers',
    params: ({ demo }) => ({ organisationId: demo.demoOrganisations.a.organisationId }),
    query: () => ({ page: '1', pageSize: '10', sorts: 'lastName' }),
    token: () => ownerToken(),
    rawQuery: ({ demo }) => ({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: {
        ':pk': { S: `ORG#${demo.demoOrganisations.a.organisationId}` },
        ':sk': { S: 'MEMBER#' },
      },
    }),
  },
  {
    // Projects: one Query of the programme and project range of the ORG# partition (names of parents).
    endpoint: 'listProjects',
    params: ({ demo }) => ({ organisationId: demo.demoOrganisations.a.organisationId }),
    query: () => ({ page: '1', pageSize: '10', sorts: 'name' }),
    token: () => ownerToken(),
    rawQuery: ({ demo }) => ({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': { S: `ORG#${demo.demoOrganisations.a.organisationId}` },
        ':from': { S: 'PROGRAMME#' },
        ':to': { S: 'PROJECT#~' },
      },
    }),
  },
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
