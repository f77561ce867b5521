/**
 * Which route answers a request, by the rules of API Gateway HTTP APIs, and which contract endpoint
 * answers it, by the rules of the group routers. Pure and zod-free: the CDK app, the local adapter
 * and the tests all use it.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'ANY';

/** A route of the HTTP API: `ANY /api/v1/organisations/{organisationId}/core-data/{proxy+}`. */
export interface GatewayRoute<G extends string = string> {
  readonly method: RouteMethod;
  readonly path: string;
  readonly group: G;
}

/** What routing needs of a contract endpoint. */
export interface RoutableEndpoint<G extends string = string> {
  readonly method: Exclude<RouteMethod, 'ANY'>;
  readonly path: string;
  readonly group: G;
}

export const greedySegment = '{proxy+}';

export const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);
export const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
export const routeKeyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** `0` for a literal segment, `1` for a parameter: compared left to right, a literal wins. */
const literalFirst = (segments: string[]) =>
  segments.map((segment) => (isParam(segment) ? '1' : '0')).join('');

function matchesSegments(template: string[], segments: string[]) {
  return template.every((part, index) =>
    isParam(part) ? segments[index] !== undefined : part === segments[index],
  );
}

interface Candidate<R> extends ParsedTemplate {
  route: R;
  anyMethod: boolean;
}

interface ParsedTemplate {
  greedy: boolean;
  /** The segments before `{proxy+}` (all of them for a full route). */
  prefix: string[];
  rank: string;
}
// Templates are few and matched thousands of times when a route table is derived and checked.
const parsedTemplates = new Map<string, ParsedTemplate>();
function parsedTemplate(path: string) {
  let parsed = parsedTemplates.get(path);
  if (!parsed) {
    const template = segmentsOf(path);
    const greedy = template[template.length - 1] === greedySegment;
    const prefix = greedy ? template.slice(0, -1) : template;
    parsed = { greedy, prefix, rank: literalFirst(prefix) };
    parsedTemplates.set(path, parsed);
  }
  return parsed;
}

/** Negative when `a` is the more specific match. */
function compareCandidates<R>(a: Candidate<R>, b: Candidate<R>) {
  // 1. A full match (no greedy variable) beats a greedy one.
  if (a.greedy !== b.greedy) return a.greedy ? 1 : -1;
  // 2. Between greedy routes, the longer prefix wins.
  if (a.prefix.length !== b.prefix.length) return b.prefix.length - a.prefix.length;
  // 3. Left to right, a literal segment beats a path variable.
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  // 4. On the same path, a route for the request's method beats ANY.
  if (a.anyMethod !== b.anyMethod) return a.anyMethod ? 1 : -1;
  return 0;
}

export class AmbiguousRouteError extends Error {
  constructor(method: string, path: string, keys: string[]) {
    super(`${method} ${path} matches ${keys.join(' and ')} equally`);
    this.name = 'AmbiguousRouteError';
  }
}

/**
 * The route API Gateway (HTTP API) selects for a request, or undefined (its own 404): a full match
 * before a greedy `{proxy+}` one (which needs at least one more segment), the longer greedy prefix
 * first, literal segments before variables, a method route before ANY. Two routes that tie are a
 * configuration error and throw, so a table that relies on an unspecified order never passes a test.
 */
export function selectRoute<R extends GatewayRoute>(routes: readonly R[], method: string, path: string) {
  const segments = segmentsOf(path);
  const candidates: Candidate<R>[] = [];
  for (const route of routes) {
    if (route.method !== 'ANY' && route.method !== method) continue;
    const parsed = parsedTemplate(route.path);
    const { greedy, prefix } = parsed;
    const lengthFits = greedy ? segments.length > prefix.length : segments.length === prefix.length;
    if (lengthFits && matchesSegments(prefix, segments)) {
      candidates.push({ ...parsed, route, anyMethod: route.method === 'ANY' });
    }
  }
  let best: Candidate<R> | undefined;
  let second: Candidate<R> | undefined;
  for (const candidate of candidates) {
    if (!best || compareCandidates(candidate, best) < 0) [best, second] = [candidate, best];
    else if (!second || compareCandidates(candidate, second) < 0) second = candidate;
  }
  if (best && second && compareCandidates(best, second) === 0) {
    throw new AmbiguousRouteError(method, path, [routeKeyOf(best.route), routeKeyOf(second.route)]);
  }
  return best?.route;
}

/**
 * The contract endpoint a group router runs for a request: same method, same number of segments,
 * literal segments before variables left to right (`/export` before `/{itemId}`), as
 * `functions/src/http/group-handler.ts` orders its routes.
 */
export function selectEndpoint<E extends RoutableEndpoint>(
  endpoints: readonly E[],
  method: string,
  path: string,
) {
  const segments = segmentsOf(path);
  let best: { endpoint: E; rank: string } | undefined;
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue;
    const { prefix: template, greedy, rank } = parsedTemplate(endpoint.path);
    if (greedy || template.length !== segments.length || !matchesSegments(template, segments)) continue;
    if (best && rank === best.rank) {
      throw new AmbiguousRouteError(method, path, [routeKeyOf(best.endpoint), routeKeyOf(endpoint)]);
    }
    if (!best || rank < best.rank) best = { endpoint, rank };
  }
  return best?.endpoint;
}

/** The path parameters API Gateway passes with a route: its variables, and the rest as `proxy`. */
export function pathParametersOf(route: { path: string }, path: string) {
  const { greedy, prefix } = parsedTemplate(route.path);
  const segments = segmentsOf(path);
  const parameters: Record<string, string> = {};
  prefix.forEach((segment, index) => {
    if (isParam(segment)) parameters[segment.slice(1, -1)] = segments[index]!;
  });
  if (greedy) parameters.proxy = segments.slice(prefix.length).join('/');
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}
