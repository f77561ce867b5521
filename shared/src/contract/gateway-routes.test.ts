import { describe, expect, it } from 'vitest';
import { apiGatewayRoutes } from './api-routes';
import { endpointEntries } from './endpoints';
import { deriveGatewayRoutes } from './gateway-routes';
import { isParam, routeKeyOf, segmentsOf, selectRoute, type RoutableEndpoint } from './route-matching';
import { routeMismatches, routeProbes } from './route-probes';

const endpoint = (key: string, group: string): RoutableEndpoint => {
  const [method, path] = key.split(' ') as [RoutableEndpoint['method'], string];
  return { method, path, group };
};
const keysOf = (routes: { method: string; path: string; group: string }[]) =>
  routes.map((route) => `${routeKeyOf(route)} → ${route.group}`).sort();
const derive = (endpoints: RoutableEndpoint[]) =>
  deriveGatewayRoutes(endpoints, { apiPrefix: '/api', fallbackGroup: 'platform' });

describe('deriveGatewayRoutes', () => {
  it('gives each group a greedy route at its prefix, an exact route for a bare path, and a catch-all', () => {
    const routes = derive([
      endpoint('GET /api/health', 'platform'),
      endpoint('GET /api/v1/users/me', 'users'),
      endpoint('PUT /api/v1/users/me/settings', 'users'),
      endpoint('GET /api/v1/orgs', 'orgs'),
      endpoint('POST /api/v1/orgs', 'orgs'),
      endpoint('GET /api/v1/orgs/{orgId}/users', 'orgs'),
      endpoint('GET /api/v1/orgs/{orgId}/projects', 'projects'),
      endpoint('GET /api/v1/orgs/{orgId}/projects/{projectId}', 'projects'),
    ]);
    // Under `{orgId}` the greedy route goes to projects (two endpoints), users gets its exact route.
    expect(keysOf(routes)).toEqual([
      'ANY /api/v1/orgs → orgs',
      'ANY /api/v1/orgs/{orgId}/users → orgs',
      'ANY /api/v1/orgs/{orgId}/{proxy+} → projects',
      'ANY /api/v1/users/{proxy+} → users',
      'ANY /api/{proxy+} → platform',
    ]);
  });

  it('adds an exact route where a literal of one group would take a variable of another', () => {
    const endpoints = [
      endpoint('GET /api/p/{projectId}', 'projects'),
      endpoint('GET /api/p/{projectId}/{kind}/{entityId}/history', 'projects'),
      endpoint('GET /api/p/{projectId}/actions', 'actions'),
      endpoint('GET /api/p/{projectId}/actions/{actionId}', 'actions'),
      endpoint('GET /api/p/{projectId}/actions/{actionId}/comments', 'actions'),
    ];
    const routes = derive(endpoints);
    // `GET /api/p/1/actions/2/history` is the projects' history of action 2, not an actions path.
    expect(selectRoute(routes, 'GET', '/api/p/1/actions/2/history')?.group).toBe('projects');
    expect(selectRoute(routes, 'GET', '/api/p/1/actions/2/comments')?.group).toBe('actions');
    expect(keysOf(routes)).toEqual([
      'ANY /api/p/{projectId} → projects',
      'ANY /api/p/{projectId}/{kind}/{entityId}/history → projects',
      'ANY /api/p/{projectId}/{proxy+} → actions',
      'ANY /api/{proxy+} → platform',
    ]);
  });

  it('leaves unknown paths under a version to the fallback, however many endpoints one group has there', () => {
    const routes = derive([
      endpoint('GET /api/v1/organisations', 'organisations'),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((name) =>
        endpoint(`GET /api/v1/organisations/{organisationId}/${name}`, 'organisations'),
      ),
      endpoint('GET /api/v1/users/me', 'users'),
    ]);
    expect(selectRoute(routes, 'PATCH', '/api/v1/unknown')?.group).toBe('platform');
    expect(selectRoute(routes, 'GET', '/api/v1/organisations/1/c')?.group).toBe('organisations');
  });

  it("merges one group's exact routes that differ in one literal into one with a variable", () => {
    const kinds = ['labels', 'roles', 'places'];
    const routes = derive(
      kinds.flatMap((kind) => [
        endpoint(`GET /api/data/${kind}`, 'data'),
        endpoint(`GET /api/data/${kind}/{itemId}`, 'data'),
        endpoint(`PUT /api/data/${kind}/{itemId}`, 'data'),
        endpoint(`GET /api/data/${kind}/export`, 'exports'),
      ]),
    );
    expect(keysOf(routes)).toEqual([
      'ANY /api/data/{proxy+} → data',
      'ANY /api/{proxy+} → platform',
      'GET /api/data/{dataKind}/export → exports',
    ]);
    // A PUT to `.../export` updates an item called "export"; only GET is the export.
    expect(selectRoute(routes, 'PUT', '/api/data/roles/export')?.group).toBe('data');
  });

  it('refuses endpoints outside the API prefix', () => {
    expect(() => derive([endpoint('GET /health', 'platform')])).toThrow(/outside \/api/);
  });
});

describe('routeMismatches', () => {
  it('finds a table that sends an endpoint to another group', () => {
    const endpoints = [
      endpoint('GET /api/p/{projectId}/{kind}/{entityId}/history', 'projects'),
      endpoint('GET /api/p/{projectId}/actions/{actionId}', 'actions'),
    ];
    const naive = [
      { method: 'ANY', path: '/api/p/{proxy+}', group: 'projects' },
      { method: 'ANY', path: '/api/p/{projectId}/actions/{proxy+}', group: 'actions' },
    ] as const;
    expect(routeMismatches(naive, routeProbes(endpoints))).toEqual([
      {
        probe: 'GET /api/p/~{projectId}/actions/~{entityId}/history',
        expected: 'projects',
        actual: 'actions',
      },
    ]);
  });
});

describe('the API routes of this contract', () => {
  const endpoints = endpointEntries.map(([, candidate]) => candidate);

  it('reaches every endpoint through exactly one route, the route of its own group', () => {
    for (const probe of routeProbes(endpoints).filter(
      (candidate) => candidate.answeredBy === candidate.from,
    )) {
      const route = selectRoute(apiGatewayRoutes, probe.method, probe.path);
      expect(route?.group, `${probe.method} ${probe.path}`).toBe(probe.from.group);
    }
  });

  it('agrees with the contract wherever a literal could take over a path variable', () => {
    expect(routeMismatches(apiGatewayRoutes, routeProbes(endpoints))).toEqual([]);
  });

  it('sends unknown API paths to the platform router, which answers the envelope 404', () => {
    expect(selectRoute(apiGatewayRoutes, 'GET', '/api/nothing/here')?.group).toBe('platform');
    expect(selectRoute(apiGatewayRoutes, 'PATCH', '/api/v1/unknown')?.group).toBe('platform');
  });

  it('stays far below the HTTP API quota of 300 routes, with no duplicate key', () => {
    const keys = apiGatewayRoutes.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeLessThanOrEqual(60);
    expect(keys.length).toBeLessThan(endpoints.length / 3);
  });

  it('names a path variable the same in every route that shares the segments before it', () => {
    const names = new Map<string, string>();
    for (const { path } of apiGatewayRoutes) {
      const segments = segmentsOf(path);
      segments.forEach((segment, index) => {
        if (!isParam(segment) || segment === '{proxy+}') return;
        const before = segments
          .slice(0, index)
          .map((part) => (isParam(part) ? '{}' : part))
          .join('/');
        expect(names.get(before) ?? segment, `${path} at ${before}`).toBe(segment);
        names.set(before, segment);
      });
    }
  });
});
