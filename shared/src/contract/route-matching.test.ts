import { describe, expect, it } from 'vitest';
import {
  AmbiguousRouteError,
  pathParametersOf,
  selectEndpoint,
  selectRoute,
  type GatewayRoute,
} from './route-matching';

const route = (key: string, group = key): GatewayRoute => {
  const [method, path] = key.split(' ') as [GatewayRoute['method'], string];
  return { method, path, group };
};
const pick = (routes: GatewayRoute[], method: string, path: string) =>
  selectRoute(routes, method, path)?.group ?? 'none';

describe('selectRoute: API Gateway HTTP API route selection', () => {
  // The example of the API Gateway developer guide ("Routing API requests").
  const guide = [
    route('GET /pets/dog/1'),
    route('GET /pets/dog/{id}'),
    route('GET /pets/{proxy+}'),
    route('ANY /{proxy+}'),
  ];

  it("follows the developer guide's example", () => {
    expect(pick(guide, 'GET', '/pets/dog/1')).toBe('GET /pets/dog/1');
    expect(pick(guide, 'GET', '/pets/dog/2')).toBe('GET /pets/dog/{id}');
    expect(pick(guide, 'GET', '/pets/cat/1')).toBe('GET /pets/{proxy+}');
    expect(pick(guide, 'POST', '/pets/cat/1')).toBe('ANY /{proxy+}');
  });

  it('prefers a full match, even with variables, to any greedy route', () => {
    const routes = [route('ANY /a/b/{proxy+}'), route('GET /a/{x}/{y}/{z}')];
    expect(pick(routes, 'GET', '/a/b/c/d')).toBe('GET /a/{x}/{y}/{z}');
    expect(pick(routes, 'PUT', '/a/b/c/d')).toBe('ANY /a/b/{proxy+}');
  });

  it('prefers the longer greedy prefix, and needs at least one segment after it', () => {
    const routes = [route('ANY /a/{proxy+}'), route('ANY /a/{id}/b/{proxy+}')];
    expect(pick(routes, 'GET', '/a/1/b/2')).toBe('ANY /a/{id}/b/{proxy+}');
    expect(pick(routes, 'GET', '/a/1/b')).toBe('ANY /a/{proxy+}');
    expect(pick(routes, 'GET', '/a')).toBe('none');
  });

  it('prefers a literal segment to a variable, left to right', () => {
    const routes = [route('GET /a/{x}/c'), route('GET /a/b/{y}')];
    expect(pick(routes, 'GET', '/a/b/c')).toBe('GET /a/b/{y}');
    expect(pick(routes, 'GET', '/a/z/c')).toBe('GET /a/{x}/c');
  });

  it('prefers a method route to ANY on the same path, and ANY takes the other methods', () => {
    const routes = [route('ANY /a/{proxy+}'), route('GET /a/{proxy+}'), route('ANY /b'), route('POST /b')];
    expect(pick(routes, 'GET', '/a/1')).toBe('GET /a/{proxy+}');
    expect(pick(routes, 'DELETE', '/a/1')).toBe('ANY /a/{proxy+}');
    expect(pick(routes, 'POST', '/b')).toBe('POST /b');
    expect(pick(routes, 'PUT', '/b')).toBe('ANY /b');
  });

  it('refuses to choose between routes that tie', () => {
    const routes = [route('GET /a/{x}'), route('GET /a/{y}')];
    expect(() => selectRoute(routes, 'GET', '/a/1')).toThrow(AmbiguousRouteError);
  });
});

describe('selectEndpoint: the group routers', () => {
  const endpoints = [
    { method: 'GET', path: '/items/{itemId}', group: 'items' },
    { method: 'GET', path: '/items/export', group: 'exports' },
    { method: 'PUT', path: '/items/{itemId}', group: 'items' },
  ] as const;

  it('matches method and path, a literal before a variable', () => {
    expect(selectEndpoint(endpoints, 'GET', '/items/export')?.group).toBe('exports');
    expect(selectEndpoint(endpoints, 'GET', '/items/7')?.group).toBe('items');
    expect(selectEndpoint(endpoints, 'PUT', '/items/export')?.group).toBe('items');
    expect(selectEndpoint(endpoints, 'DELETE', '/items/7')).toBeUndefined();
    expect(selectEndpoint(endpoints, 'GET', '/items/7/more')).toBeUndefined();
  });
});

describe('pathParametersOf', () => {
  it("gives a route's variables and the greedy rest as `proxy`, as API Gateway does", () => {
    expect(pathParametersOf({ path: '/o/{orgId}/p/{proxy+}' }, '/o/1/p/2/comments')).toEqual({
      orgId: '1',
      proxy: '2/comments',
    });
    expect(pathParametersOf({ path: '/health' }, '/health')).toBeUndefined();
  });
});
