import { ClientErrorCode } from '@tandem/shared/core/error-codes';
import { defineEndpoint } from '@tandem/shared/contract/define-endpoint';
import { publicAccess } from '@tandem/shared/contract/permission';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fetchCall, stubFetch } from '@/testing/fake-fetch';
import { ApiError, apiCall, createApiClient, setAccessTokenGetter, toQueryString } from './api-client';

// A small table shaped like the contract's, with the cases the real one does not have yet.
const table = {
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/users/{userId}',
    group: 'platform',
    summary: 'test',
    permission: publicAccess,
    params: z.strictObject({ organisationId: z.string(), userId: z.number() }),
    query: z.strictObject({
      page: z.number().optional(),
      tags: z.array(z.string()).optional(),
      q: z.string().optional(),
    }),
    response: z.object({ id: z.number(), name: z.string() }),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/changePassword',
    group: 'platform',
    summary: 'test',
    permission: publicAccess,
    body: z.strictObject({ currentPassword: z.string(), newPassword: z.string() }),
    response: z.object({ changed: z.boolean() }),
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    group: 'platform',
    summary: 'test',
    permission: publicAccess,
    response: z.record(z.string(), z.unknown()),
    raw: true,
  }),
};

const call = createApiClient(table, { baseUrl: '', timeoutMs: 300_000 });
const userParams = { organisationId: 'org/1 ä', userId: 7 };

afterEach(() => setAccessTokenGetter(null));

describe('apiCall URL and request', () => {
  it('fills and encodes path parameters, adds the query and sends a GET without a body', async () => {
    const fetchMock = stubFetch({ body: { payload: { id: 7, name: 'Ada' }, isError: false } });

    await call('getUser', { params: userParams, query: { page: 2, tags: ['a b', 'c&d'], q: undefined } });

    const { url, init, headers } = fetchCall(fetchMock);
    expect(url).toBe('/api/v1/organisations/org%2F1%20%C3%A4/users/7?page=2&tags=a+b&tags=c%26d');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the body as JSON with the bearer token from the getter', async () => {
    const fetchMock = stubFetch({ body: { payload: { changed: true }, isError: false } });
    setAccessTokenGetter(async () => 'token-123');

    await call('changePassword', { body: { currentPassword: 'old', newPassword: 'new' } });

    const { url, init, headers } = fetchCall(fetchMock);
    expect(url).toBe('/api/v1/users/changePassword');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: 'old', newPassword: 'new' });
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when the getter has no token', async () => {
    const fetchMock = stubFetch({ body: { payload: { id: 1, name: 'x' }, isError: false } });
    setAccessTokenGetter(() => null);

    await call('getUser', { params: userParams });

    expect(fetchCall(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('calls the contract table: health is GET /api/health', async () => {
    const health = { status: 'ok', version: '1.2.3', stage: 'local', time: '2025-01-01T00:00:00Z' };
    const fetchMock = stubFetch({ body: { payload: health, isError: false } });

    await expect(apiCall('health')).resolves.toEqual(health);
    expect(fetchCall(fetchMock).url).toBe('/api/health');
    expect(fetchCall(fetchMock).init.method).toBe('GET');
  });
});

describe('apiCall responses', () => {
  it('unwraps the envelope to its payload', async () => {
    stubFetch({ body: { payload: { id: 7, name: 'Ada' }, isError: false, message: 'ignored' } });
    await expect(call('getUser', { params: userParams })).resolves.toEqual({ id: 7, name: 'Ada' });
  });

  it('returns the whole body of a raw endpoint', async () => {
    stubFetch({ body: { openapi: '3.1.0', paths: {} } });
    await expect(call('document')).resolves.toEqual({ openapi: '3.1.0', paths: {} });
  });

  it('throws ApiError when a 200 envelope says isError', async () => {
    stubFetch({ body: { payload: { field: 'name' }, isError: true, message: 'Name is taken', code: 42 } });

    const error = await call('getUser', { params: userParams }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      message: 'Name is taken',
      code: 42,
      details: { field: 'name' },
      method: 'GET',
    });
  });

  it('throws ApiError with the envelope message for a non-2xx status', async () => {
    stubFetch({
      status: 400,
      body: { payload: null, isError: true, message: 'Unknown field colour', code: 5 },
    });

    await expect(
      call('changePassword', { body: { currentPassword: 'a', newPassword: 'b' } }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Unknown field colour',
      code: 5,
      url: '/api/v1/users/changePassword',
    });
  });

  it('throws ApiError naming the status when a failure has no JSON body', async () => {
    stubFetch({ status: 502, text: '<html>Bad gateway</html>' });

    await expect(call('getUser', { params: userParams })).rejects.toMatchObject({
      status: 502,
      code: ClientErrorCode.REQUEST_FAILED,
      message: expect.stringContaining('502'),
      details: '<html>Bad gateway</html>',
    });
  });

  it('throws ApiError when a 200 body is not an envelope', async () => {
    stubFetch({ body: { id: 7 } });
    await expect(call('getUser', { params: userParams })).rejects.toMatchObject({
      status: 200,
      message: expect.stringContaining('envelope'),
    });
  });

  it('turns a network failure into ApiError with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call('document')).rejects.toMatchObject({ status: 0, code: ClientErrorCode.NETWORK_DOWN });
  });

  it('gives up after the time-out', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(call('document', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: ClientErrorCode.REQUEST_TIMEOUT,
    });
  });

  it('lets the caller cancel without turning it into an ApiError', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();
    const pending = call('document', { signal: controller.signal });
    controller.abort();

    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('toQueryString', () => {
  it('is empty without values', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined, b: null })).toBe('');
  });

  it('writes dates as ISO strings and booleans as text', () => {
    expect(toQueryString({ from: new Date('2025-02-03T00:00:00Z'), all: true })).toBe(
      '?from=2025-02-03T00%3A00%3A00.000Z&all=true',
    );
  });
});

// Compile-time checks: `tsc -p web` fails if the client stops deriving its types from the table.
export function typeChecks() {
  // @ts-expect-error path parameters are required
  void call('getUser');
  // @ts-expect-error userId is a number in the schema
  void call('getUser', { params: { organisationId: 'o', userId: '7' } });
  // @ts-expect-error the query has no such key
  void call('getUser', { params: userParams, query: { colour: 'red' } });
  // @ts-expect-error the body is required
  void call('changePassword', {});
  // @ts-expect-error a GET takes no body
  void call('document', { body: { a: 1 } });
  // @ts-expect-error no such endpoint
  void apiCall('nope');
  const typedResult: Promise<{ id: number; name: string }> = call('getUser', { params: userParams });
  const typedHealth: Promise<{ status: 'ok'; version: string }> = apiCall('health');
  return [typedResult, typedHealth];
}
