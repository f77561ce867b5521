import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '@tandem/shared/contract/define-endpoint';
import { publicAccess } from '@tandem/shared/contract/permission';
import { lambdaContext, toApiGatewayEvent } from './api-gateway-event';
import { createHandler, type RouteDefinition } from './group-handler';
import { conflict } from './http-error';

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/v1/things/{thingId}',
  group: 'platform',
  summary: 'test',
  permission: publicAccess,
  params: z.strictObject({ thingId: z.string().min(1) }),
  query: z.strictObject({ page: z.coerce.number().int().min(1).optional() }),
  body: z.strictObject({ name: z.string().max(10), count: z.number().int() }),
  response: z.object({ thingId: z.string(), name: z.string(), page: z.number().optional() }),
});
const comments = defineEndpoint({
  method: 'GET',
  path: '/api/v1/things/{thingId}/comments',
  group: 'platform',
  summary: 'test',
  permission: publicAccess,
  params: z.strictObject({ thingId: z.string() }),
  response: z.literal('comments'),
});
const field = defineEndpoint({
  method: 'GET',
  path: '/api/v1/things/{thingId}/{fieldName}',
  group: 'platform',
  summary: 'test',
  permission: publicAccess,
  params: z.strictObject({ thingId: z.string(), fieldName: z.string() }),
  response: z.string(),
});
const signedInOnly = defineEndpoint({
  method: 'GET',
  path: '/api/v1/private',
  group: 'platform',
  summary: 'test',
  permission: { kind: 'signedIn' },
  response: z.string(),
});

const failing = vi.fn<() => unknown>();
const handler = createHandler([
  // Registered before the more specific route on purpose: the router must still prefer `comments`.
  {
    id: 'field',
    endpoint: field,
    implementation: ({ params }) => `field:${(params as { fieldName: string }).fieldName}`,
  },
  { id: 'comments', endpoint: comments, implementation: () => 'comments' },
  {
    id: 'echo',
    endpoint: echo,
    implementation: ({ params, query, body }) => {
      failing();
      const { thingId } = params as { thingId: string };
      const { page } = query as { page?: number };
      return { thingId, name: (body as unknown as { name: string }).name, page };
    },
  },
  { id: 'private', endpoint: signedInOnly, implementation: () => 'secret' },
] as RouteDefinition[]);

async function call(method: string, url: string, body?: string, headers?: Record<string, string>) {
  const event = toApiGatewayEvent({
    method,
    url,
    body,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  });
  const result = (await handler(event, lambdaContext('test'))) as {
    statusCode: number;
    headers: Record<string, string>;
    body?: string;
  };
  const responseHeaders = Object.fromEntries(
    Object.entries(result.headers).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    status: result.statusCode,
    headers: responseHeaders,
    json: result.body ? JSON.parse(result.body) : undefined,
  };
}

describe('group handler built from the contract', () => {
  it('answers the envelope with validated, coerced input', async () => {
    const response = await call(
      'POST',
      '/api/v1/things/a%20b?page=2',
      JSON.stringify({ name: 'kettle', count: 3 }),
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ payload: { thingId: 'a b', name: 'kettle', page: 2 }, isError: false });
  });

  it('sets security headers on success and on error', async () => {
    const ok = await call('GET', '/api/v1/things/1/comments');
    const bad = await call('POST', '/api/v1/things/1', '{');
    for (const response of [ok, bad]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('prefers a static segment over a parameter at the same depth', async () => {
    expect((await call('GET', '/api/v1/things/1/comments')).json.payload).toBe('comments');
    expect((await call('GET', '/api/v1/things/1/name')).json.payload).toBe('field:name');
  });

  it.each([
    ['malformed JSON', '{"name":', 'body'],
    ['a wrong type', JSON.stringify({ name: 'x', count: 'three' }), 'body.count'],
    ['a missing field', JSON.stringify({ name: 'x' }), 'body.count'],
    ['an unknown field', JSON.stringify({ name: 'x', count: 1, admin: true }), 'body.admin'],
    ['an over-long string', JSON.stringify({ name: 'x'.repeat(11), count: 1 }), 'body.name'],
    ['a JSON array instead of an object', '[]', 'body'],
  ])('refuses %s with 400 naming the field, without running the handler', async (_, body, fieldName) => {
    failing.mockClear();
    const response = await call('POST', '/api/v1/things/1', body);
    expect(response.status).toBe(400);
    expect(response.json.isError).toBe(true);
    expect(response.json.code).toBe(6);
    expect(response.json.payload.field).toBe(fieldName);
    expect(response.json.message).toContain(fieldName);
    expect(failing).not.toHaveBeenCalled();
  });

  it('names unknown and invalid query parameters', async () => {
    const body = JSON.stringify({ name: 'x', count: 1 });
    expect((await call('POST', '/api/v1/things/1?sneaky=1', body)).json.payload.field).toBe('query.sneaky');
    expect((await call('POST', '/api/v1/things/1?page=zero', body)).json.payload.field).toBe('query.page');
  });

  it('refuses a body that is not JSON or not expected', async () => {
    const notJson = await call('POST', '/api/v1/things/1', 'name=x', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(400);
    expect(notJson.json.payload.field).toBe('body');
    const unexpected = await call('GET', '/api/v1/things/1/comments', '{}');
    expect(unexpected.status).toBe(400);
    expect(unexpected.json.payload.field).toBe('body');
  });

  it('answers 404 in the envelope for an unknown route', async () => {
    const response = await call('GET', '/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ isError: true, code: 8 });
  });

  it('answers 404 in the envelope for a method the path does not take', async () => {
    const response = await call('DELETE', '/api/v1/things/1/comments');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      payload: null,
      isError: true,
      message: 'DELETE /api/v1/things/1/comments was not found.',
      code: 8,
    });
  });

  it('routes on method and path when API Gateway reached it through a greedy route', async () => {
    // What AWS sends for `ANY /api/v1/things/{proxy+}`: its own route key and path parameters.
    const event = {
      ...toApiGatewayEvent({ method: 'GET', url: '/api/v1/things/a%2Fb/comments' }),
      routeKey: 'ANY /api/v1/things/{proxy+}',
      pathParameters: { proxy: 'a%2Fb/comments' },
    };
    const result = (await handler(event, lambdaContext('test'))) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ payload: 'comments', isError: false });

    const field = (await handler(
      {
        ...event,
        rawPath: '/api/v1/things/7/colour',
        requestContext: {
          ...event.requestContext,
          http: { ...event.requestContext.http, path: '/api/v1/things/7/colour' },
        },
      },
      lambdaContext('test'),
    )) as { statusCode: number; body: string };
    expect(JSON.parse(field.body)).toEqual({ payload: 'field:colour', isError: false });
  });

  it('fails closed: a non-public endpoint without a verified caller is 401', async () => {
    const response = await call('GET', '/api/v1/private');
    expect(response.status).toBe(401);
    expect(response.json.payload).toBeNull();
  });

  it('maps client errors thrown by a handler and hides unexpected ones behind a generic 500', async () => {
    failing.mockImplementationOnce(() => {
      throw conflict('Changed by someone else', { field: 'name' });
    });
    const body = JSON.stringify({ name: 'x', count: 1 });
    const conflicted = await call('POST', '/api/v1/things/1', body);
    expect(conflicted.status).toBe(409);
    expect(conflicted.json.message).toBe('Changed by someone else');

    failing.mockImplementationOnce(() => {
      throw new Error('connection string postgres://secret@db');
    });
    const crashed = await call('POST', '/api/v1/things/1', body);
    expect(crashed.status).toBe(500);
    expect(JSON.stringify(crashed.json)).not.toContain('secret');
    expect(crashed.json.payload.requestId).toBeTruthy();
  });
});
