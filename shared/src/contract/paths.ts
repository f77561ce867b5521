/** Path-template helpers without zod, so the browser can use them without loading any schema. */

/** `{organisationId}` segments of a path template, in order. */
export const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** Fills a path template; values are URI-encoded so an id can never add a path segment. */
export const buildPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

/**
 * Orders path templates the way API Gateway picks routes: at each depth a literal segment beats a
 * `{parameter}`, so `/{id}/comments` wins over `/{id}/{fieldName}` and `/export` over `/{itemId}`.
 */
export const routeSpecificity = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');

// A plain code-unit comparison of the 0/1 strings: localeCompare would load ICU collation data, ~15 ms
// of every Lambda's cold start, for the same order.
export const bySpecificity = (a: { path: string }, b: { path: string }) => {
  const [left, right] = [routeSpecificity(a.path), routeSpecificity(b.path)];
  return left < right ? -1 : left > right ? 1 : 0;
};
