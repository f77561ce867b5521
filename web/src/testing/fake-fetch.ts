import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body?: unknown; text?: string };

/**
 * Replaces the global `fetch` with a fake that answers JSON (`body`) or raw `text`; the returned
 * mock records every call (vitest's `unstubGlobals` puts the real one back after each test).
 */
export function stubFetch(
  answer: FakeAnswer | ((url: string, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>),
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body, text } = typeof answer === 'function' ? await answer(url, init) : answer;
    const payload = text ?? (body === undefined ? null : JSON.stringify(body));
    return new Response(status === 204 ? null : payload, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL and init of the fake's nth call. */
export function fetchCall(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} times, not ${index + 1}`);
  const [input, init = {}] = call;
  return { url: String(input), init, headers: new Headers(init.headers) };
}
