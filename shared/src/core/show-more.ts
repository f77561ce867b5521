import { COLLAPSED_LIST_ITEMS } from './limits';

/**
 * How many items a collapsed list shows before "show more" (spec §2): 2 normally (impact groups
 * pass 10), but all of them when only one would be hidden, since a "show more" that reveals a
 * single item costs as much space as the item itself.
 */
export function itemsShownBeforeShowMore(total: number, limit: number = COLLAPSED_LIST_ITEMS): number {
  return total <= limit + 1 ? Math.max(0, total) : limit;
}
