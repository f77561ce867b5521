import {
  FilterValueJoin,
  filterValueSeparator,
  isFilterOperator,
  type FilterOperator,
} from './filter-operators';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './limits';

/**
 * The paged list query of spec §7/§9 and its string form:
 *   page=2&pageSize=10&sorts=name,-endDate&filters=progressStatus-eq-1|2,endDate-gt-2024-01-01
 * sorts: comma-joined keys, '-' prefix for descending.
 * filters: comma-joined `key-operator-values`; values joined by | (or), + (and) or _ (between).
 * Inside a value, the characters % , | + _ are percent-escaped so any text round-trips; the whole
 * string must still be URL-encoded as a query parameter (a raw '+' would arrive as a space).
 */

export const SortDirection = { ASCENDING: 'asc', DESCENDING: 'desc' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

export type ListSort = { key: string; direction: SortDirection };
export type ListFilter = { key: string; operator: FilterOperator; values: string[]; join: FilterValueJoin };
export type ListQuery = { page: number; pageSize: number; sorts: ListSort[]; filters: ListFilter[] };

/** Thrown for a sorts or filters string that cannot be read; its message is fit for a 400 response. */
export class ListQueryError extends Error {
  override name = 'ListQueryError';
}

// Field names, optionally dotted for nested fields: never '-', ',' or a value separator.
const keyPattern = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;
const escapedInValues = /[%,|+_]/g;

function assertKey(key: string, what: string): void {
  if (!keyPattern.test(key)) throw new ListQueryError(`Invalid ${what} key '${key}'`);
}

export function encodeSorts(sorts: readonly ListSort[]): string {
  return sorts
    .map(({ key, direction }) => {
      assertKey(key, 'sort');
      return direction === SortDirection.DESCENDING ? `-${key}` : key;
    })
    .join(',');
}

export function parseSorts(text: string | null | undefined): ListSort[] {
  if (!text) return [];
  return text.split(',').map((part) => {
    const trimmed = part.trim();
    const descending = trimmed.startsWith('-');
    const key = descending ? trimmed.slice(1) : trimmed;
    assertKey(key, 'sort');
    return { key, direction: descending ? SortDirection.DESCENDING : SortDirection.ASCENDING };
  });
}

function encodeValue(value: string): string {
  return value.replace(
    escapedInValues,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ListQueryError(`Invalid escape in filter value '${value}'`);
  }
}

export function encodeFilters(filters: readonly ListFilter[]): string {
  return filters
    .map(({ key, operator, values, join }) => {
      assertKey(key, 'filter');
      if (!isFilterOperator(operator)) throw new ListQueryError(`Unknown filter operator '${operator}'`);
      if (join === FilterValueJoin.BETWEEN && values.length !== 2) {
        throw new ListQueryError(`Filter '${key}' between needs exactly two values`);
      }
      return `${key}-${operator}-${values.map(encodeValue).join(filterValueSeparator[join])}`;
    })
    .join(',');
}

function splitValues(key: string, text: string): Pick<ListFilter, 'values' | 'join'> {
  const joins = Object.values(FilterValueJoin).filter((join) => text.includes(filterValueSeparator[join]));
  if (joins.length > 1) throw new ListQueryError(`Filter '${key}' mixes value separators`);
  const join = joins[0] ?? FilterValueJoin.OR;
  const values = text.split(filterValueSeparator[join]).map(decodeValue);
  if (join === FilterValueJoin.BETWEEN && values.length !== 2) {
    throw new ListQueryError(`Filter '${key}' between needs exactly two values`);
  }
  return { values, join };
}

export function parseFilters(text: string | null | undefined): ListFilter[] {
  if (!text) return [];
  return text.split(',').map((part) => {
    // Split on the first two dashes only: values may contain dashes (dates, negative numbers).
    const keyEnd = part.indexOf('-');
    const operatorEnd = keyEnd < 0 ? -1 : part.indexOf('-', keyEnd + 1);
    if (operatorEnd < 0) throw new ListQueryError(`Filter '${part}' is not key-operator-values`);
    const key = part.slice(0, keyEnd);
    const operator = part.slice(keyEnd + 1, operatorEnd);
    assertKey(key, 'filter');
    if (!isFilterOperator(operator)) throw new ListQueryError(`Unknown filter operator '${operator}'`);
    return { key, operator, ...splitValues(key, part.slice(operatorEnd + 1)) };
  });
}

/** The raw query parameters of a list request, as they travel in a URL. */
export type ListQueryParams = { page: string; pageSize: string; sorts?: string; filters?: string };

/** A list query as URL parameters; empty sorts and filters are left out. */
export function encodeListQuery(query: Partial<ListQuery>): ListQueryParams {
  const params: ListQueryParams = {
    page: String(query.page ?? DEFAULT_PAGE),
    pageSize: String(query.pageSize ?? DEFAULT_PAGE_SIZE),
  };
  const sorts = encodeSorts(query.sorts ?? []);
  const filters = encodeFilters(query.filters ?? []);
  if (sorts) params.sorts = sorts;
  if (filters) params.filters = filters;
  return params;
}

/** `page=1&pageSize=10&...`, each value URL-encoded. */
export function listQueryString(query: Partial<ListQuery>): string {
  return Object.entries(encodeListQuery(query))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * Reads already URL-decoded parameters back into a query, defaulting page and size. Throws
 * ListQueryError for unreadable input; bounds are checked by list-query-schema.ts.
 */
export function decodeListQuery(params: {
  page?: string | number;
  pageSize?: string | number;
  sorts?: string;
  filters?: string;
}): ListQuery {
  return {
    page: params.page === undefined || params.page === '' ? DEFAULT_PAGE : Number(params.page),
    pageSize:
      params.pageSize === undefined || params.pageSize === '' ? DEFAULT_PAGE_SIZE : Number(params.pageSize),
    sorts: parseSorts(params.sorts),
    filters: parseFilters(params.filters),
  };
}

/** A new filter set always starts from page 1 (spec §4): the old page may no longer exist. */
export function withFilters(query: ListQuery, filters: ListFilter[]): ListQuery {
  return { ...query, filters, page: DEFAULT_PAGE };
}
