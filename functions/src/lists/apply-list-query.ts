import type { ListFilter, ListQuery, ListSort } from '@tandem/shared/core/list-query';
import type { Paged } from '@tandem/shared/lists/paged';

/** How a list exposes each sortable/filterable key of its rows. */
export type FieldAccessors<T> = Record<
  string,
  (row: T) => string | number | boolean | null | undefined | readonly (string | number)[]
>;

const caseSensitive = (operator: string) => operator.endsWith('cs');
const asText = (value: unknown, sensitive: boolean) => {
  const text = value === null || value === undefined ? '' : String(value);
  return sensitive ? text : text.toLocaleLowerCase('en-GB');
};

/** One collator for every comparison: `localeCompare(…, 'en-GB')` finds one per call (a sort of 5,000 rows). */
const enGb = new Intl.Collator('en-GB');

/** Compares numbers as numbers, ISO dates and other text as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const numberA = Number(a);
  const numberB = Number(b);
  if (a !== '' && b !== '' && !Number.isNaN(numberA) && !Number.isNaN(numberB) && typeof a !== 'boolean') {
    return numberA - numberB;
  }
  return enGb.compare(asText(a, false), asText(b, false));
}

function matchesOne(value: unknown, operator: string, wanted: string): boolean {
  const sensitive = caseSensitive(operator);
  const text = asText(value, sensitive);
  const target = asText(wanted, sensitive);
  switch (operator.replace(/cs$/, '')) {
    case 'eq':
      return typeof value === 'number' ? value === Number(wanted) : text === target;
    case 'neq':
      return typeof value === 'number' ? value !== Number(wanted) : text !== target;
    case 'ct':
      return text.includes(target);
    case 'sw':
      return text.startsWith(target);
    case 'nsw':
      return !text.startsWith(target);
    case 'gt':
      return compare(value, wanted) > 0;
    case 'lt':
      return compare(value, wanted) < 0;
    default:
      return false;
  }
}

function matches<T>(row: T, filter: ListFilter, accessors: FieldAccessors<T>): boolean {
  const accessor = accessors[filter.key];
  if (!accessor) return true;
  const value = accessor(row);
  // A list (impact types, business areas) matches when any of its values does: 'has any of'.
  if (Array.isArray(value)) {
    const results = filter.values.map((wanted) =>
      value.some((one) => matchesOne(one, filter.operator, wanted)),
    );
    return filter.join === 'and' ? results.every(Boolean) : results.some(Boolean);
  }
  // An empty value (a date not given) is neither before, after nor between anything.
  const ordering = filter.join === 'between' || /^(gt|lt)/.test(filter.operator);
  if (ordering && (value === null || value === undefined || value === '')) return false;
  if (filter.join === 'between') {
    const [low, high] = filter.values;
    return compare(value, low) >= 0 && compare(value, high) <= 0;
  }
  const results = filter.values.map((wanted) => matchesOne(value, filter.operator, wanted));
  return filter.join === 'and' ? results.every(Boolean) : results.some(Boolean);
}

function sortRows<T>(rows: T[], sorts: ListSort[], accessors: FieldAccessors<T>): T[] {
  const usable = sorts.filter((sort) => accessors[sort.key]);
  if (usable.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const sort of usable) {
      const accessor = accessors[sort.key]!;
      const order = compare(accessor(a), accessor(b));
      if (order !== 0) return sort.direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

/**
 * Filters, sorts and pages rows that came from one Query of their partition. Used for the lists whose
 * partitions are small (people, projects, core data); keys the contract does not allow never get here.
 */
export function applyListQuery<T>(rows: T[], query: ListQuery, accessors: FieldAccessors<T>): Paged<T> {
  const filtered = rows.filter((row) => query.filters.every((filter) => matches(row, filter, accessors)));
  const sorted = sortRows(filtered, query.sorts, accessors);
  const totalItems = sorted.length;
  const totalPages = Math.max(1, Math.ceil(totalItems / query.pageSize));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    totalItems,
    totalPages,
  };
}
