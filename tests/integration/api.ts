import { request } from 'node:http';
import { apiUrl } from './worker-stack';

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: { payload: unknown; isError: boolean; message?: string; code?: number } & Record<string, unknown>;
  /** The body as received (downloads). */
  raw: Buffer;
}

/**
 * A raw HTTP request to the local stack. node:http rather than fetch, because fetch refuses a body on
 * GET and the bad-input probes must be able to send one.
 */
export function api(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const url = new URL(path, apiUrl());
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        headers: {
          ...(options.body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          // Downloads (exports) are binary; only JSON bodies are parsed.
          const isJson = /json/i.test(String(response.headers['content-type'] ?? 'application/json'));
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: text && isJson ? JSON.parse(text) : undefined,
            raw,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    // Never wait forever: a stalled request fails this test clearly instead of hanging the run.
    outgoing.setTimeout(20_000, () =>
      outgoing.destroy(new Error(`${method} ${path} did not answer within 20 s`)),
    );
    outgoing.end(options.body);
  });
}
