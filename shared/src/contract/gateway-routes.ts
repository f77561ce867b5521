import {
  greedySegment,
  isParam,
  segmentsOf,
  selectEndpoint,
  selectRoute,
  type GatewayRoute,
  type RoutableEndpoint,
} from './route-matching';
import { routeMismatches, routeProbes, type RouteProbe } from './route-probes';

/**
 * API Gateway routes per endpoint group, derived from the contract: a few greedy `{proxy+}` routes
 * per group instead of one route per endpoint, so the route count follows the number of groups and
 * path prefixes, not of endpoints (an HTTP API allows 300 routes, a stack 500 resources).
 *
 * 1. A catch-all `ANY <apiPrefix>/{proxy+}` sends what nothing else claims to `fallbackGroup`, whose
 *    router answers the envelope 404.
 * 2. Over the tree of path templates (variables merged per position), each prefix either keeps the
 *    greedy route it inherits or gets `ANY <prefix>/{proxy+}` for a group owning the prefix or a
 *    resource right under it, whichever needs the fewest routes in total; a bare path owned by
 *    another group than the inherited one gets an exact `ANY` route.
 * 3. Where the table still sends a request elsewhere than the contract: an exact `ANY` route that
 *    also takes another group's method is split per method; otherwise the endpoint gets its exact
 *    route (a literal of one group shadowing a path variable of another: `/projects/{id}/{kind}/...`
 *    with `kind` = `actions`).
 * 4. Exact routes of one group that differ in one literal segment become one route with a variable
 *    there (`GET .../core-data/{coreDataKind}/export`), when that changes no probe's outcome.
 *
 * Every step is checked with `routeMismatches`, the same check the unit tests run.
 */
export interface DeriveOptions<G extends string> {
  /** Every endpoint path starts with it: `/api`. */
  apiPrefix: string;
  /** The group whose router answers paths no endpoint has. */
  fallbackGroup: G;
}

interface TrieNode<G extends string> {
  /** Route-ready segments from the root: variables keep the name of the first endpoint seen. */
  segments: string[];
  children: Map<string, TrieNode<G>>;
  /** Endpoints whose path ends at this node. */
  endpoints: RoutableEndpoint<G>[];
  /** Endpoints strictly below, per group. */
  below: Map<G, number>;
}

const paramKey = '{}';

function buildTrie<G extends string>(endpoints: readonly RoutableEndpoint<G>[], prefix: string[]) {
  const root: TrieNode<G> = { segments: prefix, children: new Map(), endpoints: [], below: new Map() };
  for (const endpoint of endpoints) {
    const segments = segmentsOf(endpoint.path);
    if (prefix.some((segment, index) => segments[index] !== segment)) {
      throw new Error(`${endpoint.path} is outside /${prefix.join('/')}`);
    }
    let node = root;
    for (const segment of segments.slice(prefix.length)) {
      node.below.set(endpoint.group, (node.below.get(endpoint.group) ?? 0) + 1);
      const key = isParam(segment) ? paramKey : segment;
      let child = node.children.get(key);
      if (!child) {
        child = {
          segments: [...node.segments, segment],
          children: new Map(),
          endpoints: [],
          below: new Map(),
        };
        node.children.set(key, child);
      }
      node = child;
    }
    node.endpoints.push(endpoint);
  }
  return root;
}

const pathOf = (segments: string[]) => `/${segments.join('/')}`;

/** Exact routes for the endpoints ending at a node that the inherited greedy route would misroute. */
function bareRoutes<G extends string>(node: TrieNode<G>, inherited: G): GatewayRoute<G>[] {
  const foreign = node.endpoints.filter((endpoint) => endpoint.group !== inherited);
  if (foreign.length === 0) return [];
  const path = pathOf(node.segments);
  const groups = new Set(node.endpoints.map((endpoint) => endpoint.group));
  const [only] = groups;
  if (groups.size === 1 && only !== undefined) return [{ method: 'ANY', path, group: only }];
  return foreign.map((endpoint) => ({ method: endpoint.method, path, group: endpoint.group }));
}

/** The fewest routes covering a subtree, given the group of the nearest greedy route above it. */
function coverSubtree<G extends string>(
  node: TrieNode<G>,
  inherited: G,
  memo: Map<TrieNode<G>, Map<G, GatewayRoute<G>[]>>,
  /** The depth of a version node right under the API prefix (`/api/v1`): it keeps the fallback's route. */
  fallbackDepth: number,
): GatewayRoute<G>[] {
  const cached = memo.get(node)?.get(inherited);
  if (cached) return cached;
  const bare = bareRoutes(node, inherited);
  // A prefix's greedy route may go to a group owning the prefix itself or a resource right under it
  // (not `/api/v1/{proxy+}` for whoever has most), or stay with the inherited one: fewest routes wins.
  const owners = [node, ...node.children.values()].flatMap((near) => near.endpoints.map((e) => e.group));
  const bySize = (a: G, b: G) => (node.below.get(b) ?? 0) - (node.below.get(a) ?? 0);
  // An unknown `/api/v1/...` path must reach the fallback (platform) router however many endpoints
  // one group has right under the version.
  const isVersion = node.segments.length === fallbackDepth && /^v\d+$/.test(node.segments.at(-1) ?? '');
  const choices = isVersion ? [inherited] : [inherited, ...[...new Set(owners)].sort(bySize)];
  let best: GatewayRoute<G>[] | undefined;
  for (const choice of new Set(choices)) {
    const own: GatewayRoute<G>[] =
      choice !== inherited
        ? [{ method: 'ANY', path: pathOf([...node.segments, greedySegment]), group: choice }]
        : [];
    const routes = [...bare, ...own];
    for (const child of node.children.values())
      routes.push(...coverSubtree(child, choice, memo, fallbackDepth));
    if (!best || routes.length < best.length) best = routes;
  }
  const result = best ?? bare;
  if (!memo.has(node)) memo.set(node, new Map());
  memo.get(node)!.set(inherited, result);
  return result;
}

const shapeOf = (path: string) =>
  segmentsOf(path)
    .map((segment) => (isParam(segment) ? paramKey : segment))
    .join('/');

/** An exact ANY route split into one route per method its group's endpoints on that path use. */
function perMethod<G extends string>(route: GatewayRoute<G>, endpoints: readonly RoutableEndpoint<G>[]) {
  const methods = new Set(
    endpoints
      .filter((endpoint) => endpoint.group === route.group && shapeOf(endpoint.path) === shapeOf(route.path))
      .map((endpoint) => endpoint.method),
  );
  return [...methods].map((method) => ({ ...route, method }));
}

/** Adds the exact route of each endpoint the table sends to another group, until none is left. */
function addExceptions<G extends string>(
  routes: GatewayRoute<G>[],
  endpoints: readonly RoutableEndpoint<G>[],
  probes: readonly RouteProbe[],
  variableNames: (segments: string[]) => string[],
) {
  for (let round = 0; round < 20; round++) {
    const mismatches = routeMismatches(routes, probes);
    if (mismatches.length === 0) return routes;
    const requests = mismatches.map(({ probe }) => probe.split(' ') as [RoutableEndpoint['method'], string]);
    // An exact ANY route also takes other methods of overlapping templates: first split those per method.
    const tooWide = new Set(
      requests
        .map(([method, path]) => selectRoute(routes, method, path))
        .filter((route) => route?.method === 'ANY' && !route.path.endsWith(greedySegment)),
    );
    if (tooWide.size > 0) {
      routes = routes.flatMap((route) => (tooWide.has(route) ? perMethod(route, endpoints) : [route]));
      continue;
    }
    for (const [method, path] of requests) {
      const endpoint = selectEndpoint(endpoints, method, path)!;
      const route = { method, path: pathOf(variableNames(segmentsOf(endpoint.path))), group: endpoint.group };
      if (!routes.some((existing) => existing.method === route.method && existing.path === route.path)) {
        routes = [...routes, route];
      }
    }
  }
  throw new Error(
    `Routes still disagree with the contract: ${JSON.stringify(routeMismatches(routes, probes))}`,
  );
}

const camelCase = (text: string) => text.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Merges exact routes of one group and method that differ in one literal segment, when nothing changes. */
function mergeSiblings<G extends string>(
  routes: GatewayRoute<G>[],
  endpoints: readonly RoutableEndpoint<G>[],
  probes: readonly RouteProbe[],
) {
  let merged = true;
  while (merged) {
    merged = false;
    const exact = routes.filter((route) => !route.path.endsWith(greedySegment));
    for (const route of exact) {
      const segments = segmentsOf(route.path);
      for (let index = 1; index < segments.length && !merged; index++) {
        if (isParam(segments[index]!) || isParam(segments[index - 1]!)) continue;
        const sameShape = (other: GatewayRoute<G>) => {
          const otherSegments = segmentsOf(other.path);
          return (
            other.group === route.group &&
            other.method === route.method &&
            otherSegments.length === segments.length &&
            otherSegments.every((segment, i) => i === index || segment === segments[i]) &&
            !isParam(otherSegments[index]!)
          );
        };
        const siblings = exact.filter(sameShape);
        if (siblings.length < 2) continue;
        const generalised = [...segments];
        generalised[index] = `{${camelCase(segments[index - 1]!)}Kind}`;
        const candidate = [
          ...routes.filter((other) => !siblings.includes(other)),
          { method: route.method, path: pathOf(generalised), group: route.group },
        ];
        if (routeMismatches(candidate, probes).length === 0) {
          routes = candidate;
          merged = true;
        }
      }
      if (merged) break;
    }
  }
  return routes;
}

export function deriveGatewayRoutes<G extends string>(
  endpoints: readonly RoutableEndpoint<G>[],
  { apiPrefix, fallbackGroup }: DeriveOptions<G>,
): GatewayRoute<G>[] {
  const root = buildTrie(endpoints, segmentsOf(apiPrefix));
  const catchAll: GatewayRoute<G> = {
    method: 'ANY',
    path: pathOf([...root.segments, greedySegment]),
    group: fallbackGroup,
  };
  const covered = [catchAll, ...coverSubtree(root, fallbackGroup, new Map(), root.segments.length + 1)];
  // Exception routes use the variable names of the tree, so two routes never name one position differently.
  const variableNames = (segments: string[]) => {
    let node = root;
    return segments.map((segment, index) => {
      if (index < root.segments.length) return segment;
      node = node.children.get(isParam(segment) ? paramKey : segment)!;
      return node.segments[index]!;
    });
  };
  const probes = routeProbes(endpoints);
  const exact = addExceptions(covered, endpoints, probes, variableNames);
  return mergeSiblings(exact, endpoints, probes);
}
