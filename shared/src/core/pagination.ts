import { MAX_PAGINATION_SLOTS } from './limits';

export const PAGINATION_GAP = 'gap';
export type PaginationSlot = number | typeof PAGINATION_GAP;

/**
 * The page slots a pager shows: at most 7 (spec §2, §9), always the first and last page and the
 * current page with its neighbours, with a gap wherever pages are skipped.
 */
export function paginationSlots(currentPage: number, totalPages: number): PaginationSlot[] {
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (totalPages <= 0) return [];
  if (totalPages <= MAX_PAGINATION_SLOTS) return pages(1, totalPages);
  const current = Math.min(Math.max(1, currentPage), totalPages);
  // With 7 slots: first, gap, 3 around the current page, gap, last; near an end one gap is enough.
  const edgeRun = MAX_PAGINATION_SLOTS - 2;
  if (current <= edgeRun - 1) return [...pages(1, edgeRun), PAGINATION_GAP, totalPages];
  if (current >= totalPages - edgeRun + 2)
    return [1, PAGINATION_GAP, ...pages(totalPages - edgeRun + 1, totalPages)];
  return [1, PAGINATION_GAP, current - 1, current, current + 1, PAGINATION_GAP, totalPages];
}
