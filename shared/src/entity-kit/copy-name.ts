/** What a duplicate's name ends with (issue 28 item 8), so the copy is told apart from its original. */
export const COPY_SUFFIX = ' (copy)';

/**
 * The name of a copy: the original's with " (copy)", the original shortened (never the suffix) when
 * both would pass the name's longest.
 */
export function copyName(name: string, max = Number.POSITIVE_INFINITY): string {
  const room = Math.max(0, max - COPY_SUFFIX.length);
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${COPY_SUFFIX}`;
}
