import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import { encodeFilters, type ListFilter } from '@tandem/shared/core/list-query';
import type { EntityView } from './entity-view';

/**
 * A list page's plain query filters (spec §2: impacts take `?impactLevel=8&owner=ada&progressStatus=2`)
 * as the list's own `filters` parameter: a person or text field matches by "contains", any other by
 * equality; `|` separates values a field may take. Only the keys the view declares are read; the
 * returned search has them folded into `filters` (null when there were none).
 */
export function foldQueryFilters(view: Pick<EntityView, 'fields' | 'queryFilters'>, search: URLSearchParams) {
  const keys = (view.queryFilters ?? []).filter((key) => search.get(key)?.trim());
  if (keys.length === 0) return null;
  const filters: ListFilter[] = keys.map((key) => {
    const kind = view.fields[key as keyof typeof view.fields]?.kind;
    const contains = kind === 'member' || kind === 'memberList' || kind === 'text';
    return {
      key,
      operator: contains ? FilterOperator.CONTAINS : FilterOperator.EQUALS,
      values: search
        .get(key)!
        .split('|')
        .map((value) => value.trim())
        .filter(Boolean),
      join: FilterValueJoin.OR,
    };
  });
  const next = new URLSearchParams(search);
  for (const key of keys) next.delete(key);
  next.set('filters', encodeFilters(filters));
  next.set('page', '1');
  return next;
}

/** A `returnUrl` the page may link back to: a path of this app only (never another site). */
export const safeReturnUrl = (search: URLSearchParams) => {
  const url = search.get('returnUrl');
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
};
