import type {
  BodyOf,
  Endpoint,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '@tandem/shared/contract/define-endpoint';
import type { EndpointId, Endpoints } from '@tandem/shared/contract/endpoints';
import { ClientErrorCode } from '@tandem/shared/core/error-codes';
import { endpointRoutes } from 'virtual:tandem/endpoint-routes';
import { env } from '@/config/env';
import { buildPath } from '@tandem/shared/contract/paths';
import type { EndpointRoute } from './endpoint-route';

/**
 * The typed API client. Every call names an endpoint of the contract (`shared/src/contract`); its
 * path parameters, query, body and result types all come from that endpoint's zod schemas, so the
 * web app can never call a URL or send a shape the server does not declare.
 */

/** A call that did not succeed: a non-2xx status, an envelope with `isError`, or no answer at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network down, time-out). */
  readonly status: number;
  /** The envelope's `code` when the server sent one, else a `ClientErrorCode` when known. */
  readonly code: number | undefined;
  /** The envelope's payload, or the unparsed body text, for whoever wants to show more. */
  readonly details: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    status: number;
    message: string;
    code?: number;
    details?: unknown;
    method: string;
    url: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.method = init.method;
    this.url = init.url;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type AccessToken = string | null | undefined;
export type AccessTokenGetter = () => AccessToken | Promise<AccessToken>;

let accessTokenGetter: AccessTokenGetter | null = null;

/**
 * Installed by the identity feature: returns the current access token (held in memory only, spec
 * §1), or nothing when signed out. `null` removes the getter.
 */
export function setAccessTokenGetter(getter: AccessTokenGetter | null): void {
  accessTokenGetter = getter;
}

type ResponseHeadersListener = (headers: Headers) => void;
const responseHeadersListeners = new Set<ResponseHeadersListener>();

/**
 * Registers a listener that sees the headers of every API response, successful or not (the
 * permissions and organisation settings travel in headers, spec §7). Returns the unsubscribe.
 */
export function onResponseHeaders(listener: ResponseHeadersListener): () => void {
  responseHeadersListeners.add(listener);
  return () => void responseHeadersListeners.delete(listener);
}

/** Requests that change something (every method but GET) still waiting for their answer. */
let pendingWrites = 0;
const pendingWritesListeners = new Set<() => void>();
const changePendingWrites = (delta: number) => {
  pendingWrites += delta;
  pendingWritesListeners.forEach((listener) => listener());
};

/** For the top progress bar (spec §7): how many non-GET calls are in flight, and when that changes. */
export const pendingWritesStore = {
  subscribe: (listener: () => void) => {
    pendingWritesListeners.add(listener);
    return () => void pendingWritesListeners.delete(listener);
  },
  getSnapshot: () => pendingWrites,
};

/** A table of endpoints like the contract's `endpoints` (tests build small ones). */
export type EndpointTable = Record<string, Endpoint>;

// `{} extends T`: T has no required key (the contract's `noParams` / `noQuery` infer as such).
/* eslint-disable @typescript-eslint/no-empty-object-type */
type ParamsOption<E extends Endpoint> =
  {} extends ParamsOf<E> ? { params?: ParamsOf<E> } : { params: ParamsOf<E> };
type QueryOption<E extends Endpoint> = {} extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> };
type BodyOption<E extends Endpoint> = E['body'] extends undefined
  ? { body?: undefined }
  : { body: BodyOf<E> };

/** The options of a call to endpoint `E`: what its schemas require, plus cancellation. */
export type EndpointCallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    /** The caller's cancellation (TanStack Query passes one to every query function). */
    signal?: AbortSignal;
    /** Overrides the client's time-out (300 000 ms by default, spec §7). */
    timeoutMs?: number;
  };

/** The options argument may be left out when the endpoint needs no params, query or body. */
type OptionsArgs<E extends Endpoint> =
  {} extends EndpointCallOptions<E> ? [options?: EndpointCallOptions<E>] : [options: EndpointCallOptions<E>];
/* eslint-enable @typescript-eslint/no-empty-object-type */

/** Calls one endpoint of the table by id and resolves to its payload; throws `ApiError` otherwise. */
export type ApiCall<T extends EndpointTable> = <K extends keyof T & string>(
  endpointId: K,
  ...options: OptionsArgs<T[K]>
) => Promise<ResponseOf<T[K]>>;

/** Options and result of the contract's endpoints, for fetchers and hooks. */
export type ApiCallOptions<K extends EndpointId> = EndpointCallOptions<Endpoints[K]>;
export type ApiResult<K extends EndpointId> = ResponseOf<Endpoints[K]>;

type QueryValue = string | number | boolean | Date | null | undefined;

/** `?a=1&b=x&b=y`: arrays repeat the key, absent values are left out. */
export function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const append = (key: string, value: QueryValue) => {
    if (value === undefined || value === null) return;
    search.append(key, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [key, value] of Object.entries(query) as [string, QueryValue | QueryValue[]][]) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type Envelope = { payload: unknown; isError: boolean; message?: string; code?: number };

/** What a `download` endpoint resolves to: the contract's `DownloadFile`, read from the response. */
export type DownloadedFile = { fileName: string; contentType: string; content: Uint8Array };

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred); 'download' without one. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return 'download';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || 'download';
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'isError' in body && typeof body.isError === 'boolean';

type ClientSettings = {
  /** Prefix of every path; empty for the same origin. */
  baseUrl: string;
  timeoutMs: number;
};

type LooseOptions = {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * A client over a table of endpoints. The app uses `apiCall`, over the contract's routes (derived
 * from the contract at build time); the types always come from the contract's endpoints.
 */
export function createApiClient<T extends EndpointTable>(
  table: T | { [K in keyof T]: EndpointRoute },
  settings: ClientSettings,
): ApiCall<T> {
  const call = async (endpointId: string, options?: LooseOptions): Promise<unknown> => {
    const endpoint = (table as Record<string, EndpointRoute | undefined>)[endpointId];
    if (!endpoint) throw new Error(`Unknown endpoint ${endpointId}`);
    const { params, query, body, signal } = options ?? {};
    const timeoutMs = options?.timeoutMs ?? settings.timeoutMs;
    const { method } = endpoint;
    const url = `${settings.baseUrl}${buildPath(endpoint.path, params ?? {})}${toQueryString(query)}`;
    const fail = (status: number, message: string, code?: number, details?: unknown) =>
      new ApiError({ status, message, code, details, method, url });

    // A download endpoint answers a file on success and the JSON envelope on failure.
    const headers = new Headers({ Accept: endpoint.download ? '*/*' : 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = accessTokenGetter ? await accessTokenGetter() : undefined;
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

    let status: number;
    let ok: boolean;
    let text: string;
    let file: DownloadedFile | undefined;
    const isWrite = method !== 'GET';
    if (isWrite) changePendingWrites(1);
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal: combined,
      });
      status = response.status;
      ok = response.ok;
      responseHeadersListeners.forEach((listener) => {
        try {
          listener(response.headers);
        } catch (error) {
          console.error('A response-headers listener failed', error);
        }
      });
      if (endpoint.download && ok) {
        file = {
          fileName: fileNameOf(response.headers.get('Content-Disposition')),
          contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
          content: new Uint8Array(await response.arrayBuffer()),
        };
        text = '';
      } else {
        text = status === 204 ? '' : await response.text();
      }
    } catch (error) {
      // The caller's own cancellation is not a failure: let the AbortError through untouched.
      if (signal?.aborted) throw error;
      if (timeout.aborted) {
        throw fail(
          0,
          `The server did not answer within ${Math.round(timeoutMs / 1000)} s.`,
          ClientErrorCode.REQUEST_TIMEOUT,
        );
      }
      throw fail(
        0,
        'The server could not be reached. Check your connection and try again.',
        ClientErrorCode.NETWORK_DOWN,
        error,
      );
    } finally {
      if (isWrite) changePendingWrites(-1);
    }

    // The contract types a download's result as `DownloadFile`: the same shape, built from the response.
    if (file) return file;

    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        const message = ok
          ? `${method} ${url} answered with a body that is not JSON.`
          : `${method} ${url} failed with status ${status}.`;
        throw fail(status, message, ClientErrorCode.REQUEST_FAILED, text);
      }
    }

    if (!ok) {
      const envelope = isEnvelope(parsed) ? parsed : undefined;
      throw fail(
        status,
        envelope?.message ?? `${method} ${url} failed with status ${status}.`,
        envelope?.code ?? ClientErrorCode.REQUEST_FAILED,
        envelope ? envelope.payload : parsed,
      );
    }
    if (endpoint.raw || status === 204) return parsed;
    if (!isEnvelope(parsed)) {
      throw fail(
        status,
        `${method} ${url} answered without the response envelope.`,
        ClientErrorCode.REQUEST_FAILED,
        parsed,
      );
    }
    if (parsed.isError) {
      throw fail(
        status,
        parsed.message ?? `${method} ${url} failed.`,
        parsed.code ?? ClientErrorCode.REQUEST_FAILED,
        parsed.payload,
      );
    }
    return parsed.payload;
  };
  // The result is not re-parsed: its type comes from the same contract the server answers by, and
  // validating every grid row a second time would cost the browser time for nothing.
  return call as ApiCall<T>;
}

/** Calls an endpoint of the contract: `apiCall('health', { signal })`. */
export const apiCall: ApiCall<Endpoints> = createApiClient<Endpoints>(endpointRoutes, {
  baseUrl: env.apiBaseUrl,
  timeoutMs: env.apiTimeoutMs,
});
