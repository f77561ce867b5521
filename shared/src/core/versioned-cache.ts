export type Versioned<T> = { version: string; data: T };

/**
 * Whether freshly received permissions or settings should replace the cached copy (spec §4): only
 * when the version differs and the content really changed, so a version bump alone does not
 * re-render every screen.
 */
export function shouldReplaceCached<T>(
  cached: Versioned<T> | null | undefined,
  incoming: Versioned<T>,
): boolean {
  if (!cached) return true;
  return cached.version !== incoming.version && JSON.stringify(cached.data) !== JSON.stringify(incoming.data);
}
