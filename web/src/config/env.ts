import { HTTP_TIMEOUT_MS } from '@tandem/shared/core/timing';
/**
 * Runtime settings of the web app. Vite fixes them at build time; nothing is read from a third-party
 * host at run time.
 */

/** `/app/` style (set by VITE_BASE_PATH at build), `/` when the app is served at the root. */
const baseUrl = import.meta.env.BASE_URL;

export const env = {
  /** Where the app lives: `/` locally, a fixed sub-path such as `/app/` in AWS. */
  basePath: baseUrl,
  /** The router's basename: the base path without its trailing slash (`/app`), `/` at the root. */
  routerBasename: baseUrl === '/' ? '/' : baseUrl.replace(/\/+$/, ''),
  /**
   * Prefix of API calls. Empty: the API is on the same origin as the app (CloudFront routes `/api/*`
   * in AWS, the Vite dev server proxies it locally), so contract paths such as `/api/health` are used
   * as they are.
   */
  apiBaseUrl: '',
  /** Every call gives up after this long (spec §7). */
  apiTimeoutMs: HTTP_TIMEOUT_MS,
} as const;
