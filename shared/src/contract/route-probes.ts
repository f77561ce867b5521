import {
  AmbiguousRouteError,
  isParam,
  segmentsOf,
  selectEndpoint,
  selectRoute,
  type GatewayRoute,
  type RoutableEndpoint,
} from './route-matching';

/** A concrete request built from an endpoint's path template. */
export interface RouteProbe<E extends RoutableEndpoint = RoutableEndpoint> {
  method: E['method'];
  path: string;
  /** The endpoint the probe was built from. */
  from: E;
  /** The endpoint the contract picks for it: `from`, or a more specific one. */
  answeredBy: E;
}

/** A value no template uses as a literal segment. */
const neutralValue = (name: string) => `~${name}`;

/**
 * Concrete requests that exercise every way the routes could disagree with the contract: each
 * endpoint with neutral parameter values, then each parameter in turn set to every literal some
 * endpoint template has at that position — `{kind}` set to `actions`, `{itemId}` to
 * `export` — the only values for which a more specific route or endpoint can take over.
 */
export function routeProbes<E extends RoutableEndpoint>(endpoints: readonly E[]): RouteProbe<E>[] {
  const literalsAt = new Map<number, Set<string>>();
  for (const { path } of endpoints) {
    segmentsOf(path).forEach((segment, index) => {
      if (isParam(segment)) return;
      const literals = literalsAt.get(index) ?? new Set<string>();
      literals.add(segment);
      literalsAt.set(index, literals);
    });
  }
  const probes: RouteProbe<E>[] = [];
  for (const endpoint of endpoints) {
    const template = segmentsOf(endpoint.path);
    const neutral = template.map((segment) => (isParam(segment) ? neutralValue(segment) : segment));
    const probe = (segments: string[]) => {
      const path = `/${segments.join('/')}`;
      const answeredBy = selectEndpoint(endpoints, endpoint.method, path)!;
      probes.push({ method: endpoint.method, path, from: endpoint, answeredBy });
    };
    probe(neutral);
    template.forEach((segment, index) => {
      if (!isParam(segment)) return;
      for (const literal of literalsAt.get(index) ?? []) {
        const segments = [...neutral];
        segments[index] = literal;
        probe(segments);
      }
    });
  }
  return probes;
}

export interface RouteMismatch {
  probe: string;
  /** The group whose endpoint the contract picks for the probe. */
  expected: string;
  /** The group of the route API Gateway would pick, `none`, or `ambiguous: ...`. */
  actual: string;
}

/**
 * Every probe for which API Gateway, choosing among `routes`, would not call the Lambda of the group
 * whose endpoint the contract picks. Empty means the routes and the contract agree.
 */
export function routeMismatches(
  routes: readonly GatewayRoute[],
  probes: readonly RouteProbe[],
): RouteMismatch[] {
  const mismatches: RouteMismatch[] = [];
  for (const { method, path, answeredBy } of probes) {
    const expected = answeredBy.group;
    let actual: string;
    try {
      actual = selectRoute(routes, method, path)?.group ?? 'none';
    } catch (error) {
      if (!(error instanceof AmbiguousRouteError)) throw error;
      actual = `ambiguous: ${error.message}`;
    }
    if (actual !== expected) mismatches.push({ probe: `${method} ${path}`, expected, actual });
  }
  return mismatches;
}
