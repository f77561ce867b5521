import type { BenchContext, BenchEndpoint } from './api-endpoints';
import { signIn } from '../support/oidc-sign-in';

/** The bench fixture: one project with this many actions (issue 5: "a 5,000-action project"). */
export const BENCH_ACTIONS = 5000;
export const BENCH_PAGE_SIZE = '100';
const benchProject = (ctx: BenchContext) =>
  ctx.demo.demoProjects.find((project) => project.name === 'Online Booking')!;

/**
 * Replaces Online Booking's demo actions with 5,000 generated ones (same generator and index
 * derivation as the demo seed), run once after the bench stack has seeded.
 */
export async function seedBenchActions(ctx: BenchContext) {
  const { writeProjectActions } = await import('@tandem/infra/local/src/seed/action-seed');
  return writeProjectActions('a', benchProject(ctx).projectId, BENCH_ACTIONS, 'system:bench');
}

let contributor: Promise<string> | undefined;
const token = () =>
  (contributor ??= signIn(process.env.OIDC_ISSUER!.replace(/\/auth$/, ''), 'contributor@demo.test').then(
    (tokens) => tokens.accessToken,
  ));

const params = (ctx: BenchContext) => ({
  organisationId: ctx.demo.demoOrganisations.a.organisationId,
  projectId: benchProject(ctx).projectId,
});

/**
 * The actions list over 5,000 actions, two ways:
 * - default view (active, ref order): pages on gsi3; the raw Query is the same page (Limit 100);
 * - sorted by name, page 1: the in-memory path reads every active action's list attributes as ~9 ref
 *   ranges of gsi3 in parallel (one round trip), sorts, then BatchGets the page. Its raw Query is ONE
 *   1 MB page of the partition, so the ratio understates the work (the calls column shows it);
 * - sorted by name, page 2: the grid's next page, served from the listing snapshot page 1 left (15 s).
 */
export const actionBenchEndpoints: BenchEndpoint[] = [
  {
    name: 'listActions (5,000 actions, default ref order, page 1 × 100)',
    endpoint: 'listActions',
    params,
    query: () => ({ page: '1', pageSize: BENCH_PAGE_SIZE }),
    token,
    rawQuery: (ctx) => ({
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND begins_with(gsi3sk, :ref)',
      ExpressionAttributeValues: {
        ':pk': { S: `ORG#${params(ctx).organisationId}#PROJECT#${params(ctx).projectId}#ACTIONS#active` },
        ':ref': { S: 'REF#' },
      },
      Limit: Number(BENCH_PAGE_SIZE),
    }),
  },
  {
    name: 'listActions (5,000 actions, sorts=name, page 1 × 100)',
    endpoint: 'listActions',
    params,
    query: () => ({ page: '1', pageSize: BENCH_PAGE_SIZE, sorts: 'name' }),
    token,
    rawQuery: (ctx) => ({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: {
        ':pk': { S: `ORG#${params(ctx).organisationId}#PROJECT#${params(ctx).projectId}` },
        ':sk': { S: 'ACTION#' },
      },
    }),
  },
  {
    name: "listActions (5,000 actions, sorts=name, page 2 × 500, the grid's next page)",
    endpoint: 'listActions',
    params,
    query: () => ({ page: '2', pageSize: '500', sorts: 'name' }),
    token,
  },
  {
    name: 'getActionsSummary (5,000 actions)',
    endpoint: 'getActionsSummary',
    params,
    token,
  },
];
