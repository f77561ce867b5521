/** How many items' writes a range call (bulk update, review) sends at once. */
export const RANGE_WRITE_WIDTH = 10;

/**
 * `work` over the items `width` at a time, the results in the items' order. For independent writes
 * (one transaction per item, no item shared between them): a range of 100 goes out in ten round trips
 * instead of a hundred, without flooding the table's or the Lambda's connections.
 */
export async function inGroups<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}
