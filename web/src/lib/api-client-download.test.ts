import { defineEndpoint, downloadSchema } from '@tandem/shared/contract/define-endpoint';
import { publicAccess } from '@tandem/shared/contract/permission';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError, createApiClient, fileNameOf } from './api-client';

const table = {
  exportThings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/things/export',
    group: 'platform',
    summary: 'test',
    permission: publicAccess,
    query: z.strictObject({ columns: z.string().optional() }),
    response: downloadSchema,
    download: true,
  }),
};
const call = createApiClient(table, { baseUrl: '', timeoutMs: 300_000 });
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const stubResponse = (response: Response) => {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('download endpoints', () => {
  it('resolve to the file: its bytes, content type and the name from Content-Disposition', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    const fetchMock = stubResponse(
      new Response(bytes, {
        status: 200,
        headers: { 'Content-Type': xlsx, 'Content-Disposition': 'attachment; filename="locations.xlsx"' },
      }),
    );

    const file = await call('exportThings', { query: { columns: 'name,city' } });

    expect(file.fileName).toBe('locations.xlsx');
    expect(file.contentType).toBe(xlsx);
    expect(file.content).toBeInstanceOf(Uint8Array);
    expect(Array.from(file.content)).toEqual(Array.from(bytes));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things/export?columns=name%2Ccity');
    expect(new Headers(init.headers).get('Accept')).toBe('*/*');
  });

  it('still fail with the envelope message when the server refuses', async () => {
    stubResponse(
      new Response(JSON.stringify({ payload: null, isError: true, message: "Unknown column 'x'" }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await call('exportThings', { query: { columns: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Unknown column 'x'" });
  });
});

describe('fileNameOf', () => {
  it('reads quoted, bare and RFC 5987 names, preferring the encoded one', () => {
    expect(fileNameOf('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf('attachment; filename="x.xlsx"; filename*=UTF-8\'\'caf%C3%A9.xlsx')).toBe('café.xlsx');
    expect(fileNameOf(null)).toBe('download');
    expect(fileNameOf('attachment')).toBe('download');
  });
});
