import { describe, expect, it } from 'vitest';
import { FilterOperator, FilterValueJoin } from './filter-operators';
import {
  ListQueryError,
  SortDirection,
  decodeListQuery,
  encodeFilters,
  encodeListQuery,
  encodeSorts,
  listQueryString,
  parseFilters,
  parseSorts,
  withFilters,
  type ListFilter,
  type ListQuery,
} from './list-query';

const filter = (
  key: string,
  operator: FilterOperator,
  values: string[],
  join: FilterValueJoin = FilterValueJoin.OR,
): ListFilter => ({
  key,
  operator,
  values,
  join,
});

describe('sorts', () => {
  it('prefixes descending keys with -', () => {
    const sorts = [
      { key: 'name', direction: SortDirection.ASCENDING },
      { key: 'actualEndDate', direction: SortDirection.DESCENDING },
    ];
    expect(encodeSorts(sorts)).toBe('name,-actualEndDate');
    expect(parseSorts('name,-actualEndDate')).toEqual(sorts);
  });

  it('reads empty as no sorts and rejects bad keys', () => {
    expect(parseSorts('')).toEqual([]);
    expect(parseSorts(undefined)).toEqual([]);
    expect(() => parseSorts('name,')).toThrow(ListQueryError);
    expect(() => parseSorts('--name')).toThrow(ListQueryError);
    expect(() => encodeSorts([{ key: 'a,b', direction: SortDirection.ASCENDING }])).toThrow(ListQueryError);
  });
});

describe('filters', () => {
  it('encodes key-operator-values joined by commas', () => {
    expect(
      encodeFilters([
        filter('progressStatus', FilterOperator.EQUALS, ['1', '2']),
        filter('tags', FilterOperator.CONTAINS, ['a', 'b'], FilterValueJoin.AND),
        filter('endDate', FilterOperator.EQUALS, ['2024-01-01', '2024-12-31'], FilterValueJoin.BETWEEN),
        filter('owner', FilterOperator.CONTAINS_CASE_SENSITIVE, ['Ann']),
      ]),
    ).toBe('progressStatus-eq-1|2,tags-ct-a+b,endDate-eq-2024-01-01_2024-12-31,owner-ctcs-Ann');
  });

  it('parses values containing dashes and negative numbers', () => {
    expect(parseFilters('ragStatus-eq--1|1,startDate-gt-2024-01-01')).toEqual([
      filter('ragStatus', FilterOperator.EQUALS, ['-1', '1']),
      filter('startDate', FilterOperator.GREATER, ['2024-01-01']),
    ]);
  });

  it('round-trips values containing separators and percent signs', () => {
    const filters = [
      filter('name', FilterOperator.STARTS_WITH, ['a,b', 'c|d', 'e+f', 'g_h', '100%', 'x-y', '']),
      filter(
        'project.name',
        FilterOperator.NOT_STARTS_WITH_CASE_SENSITIVE,
        ['snake_case', 'done'],
        FilterValueJoin.AND,
      ),
      filter('score', FilterOperator.EQUALS, ['1', '5'], FilterValueJoin.BETWEEN),
    ];
    expect(parseFilters(encodeFilters(filters))).toEqual(filters);
  });

  it('reads a single value as an or-filter', () => {
    expect(parseFilters('lifecycleStatus-eq-active')).toEqual([
      filter('lifecycleStatus', FilterOperator.EQUALS, ['active']),
    ]);
  });

  it.each([
    'name',
    'name-eq',
    'name-like-x',
    '-eq-x',
    'a b-eq-x',
    'name-eq-a|b+c',
    'name-eq-1_2_3',
    'name-eq-%E0%A4%A',
  ])('rejects %s', (text) => {
    expect(() => parseFilters(text)).toThrow(ListQueryError);
  });

  it('refuses to encode a between without two values', () => {
    expect(() => encodeFilters([filter('x', FilterOperator.EQUALS, ['1'], FilterValueJoin.BETWEEN)])).toThrow(
      ListQueryError,
    );
  });
});

describe('whole list query', () => {
  const query: ListQuery = {
    page: 3,
    pageSize: 25,
    sorts: [{ key: 'actualEndDate', direction: SortDirection.DESCENDING }],
    filters: [filter('owner', FilterOperator.CONTAINS, ['Ann Lee', 'Bo+b'])],
  };

  it('encodes and decodes back to the same query', () => {
    expect(encodeListQuery(query)).toEqual({
      page: '3',
      pageSize: '25',
      sorts: '-actualEndDate',
      filters: 'owner-ct-Ann Lee|Bo%2Bb',
    });
    expect(decodeListQuery(encodeListQuery(query))).toEqual(query);
  });

  it('defaults to page 1 of 10 and leaves out empty parts', () => {
    expect(encodeListQuery({})).toEqual({ page: '1', pageSize: '10' });
    expect(decodeListQuery({})).toEqual({ page: 1, pageSize: 10, sorts: [], filters: [] });
    expect(decodeListQuery({ page: '', pageSize: '' })).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('builds a URL-encoded query string', () => {
    expect(listQueryString(query)).toBe(
      'page=3&pageSize=25&sorts=-actualEndDate&filters=owner-ct-Ann%20Lee%7CBo%252Bb',
    );
  });

  it('goes back to page 1 when filters change', () => {
    const next = withFilters(query, []);
    expect(next.page).toBe(1);
    expect(next.filters).toEqual([]);
    expect(next.pageSize).toBe(25);
  });
});
