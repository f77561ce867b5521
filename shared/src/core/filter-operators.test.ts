import { describe, expect, it } from 'vitest';
import {
  FilterCondition,
  FilterOperator,
  FilterValueJoin,
  filterConditionLabel,
  filterOperators,
  filterValueSeparator,
  isFilterOperator,
} from './filter-operators';

describe('FilterOperator', () => {
  it('has distinct letter-only tokens', () => {
    expect(new Set(filterOperators).size).toBe(filterOperators.length);
    for (const token of filterOperators) expect(token).toMatch(/^[a-z]+$/);
  });

  it('covers equals, not equals, contains, greater, less, starts-with and case-sensitive variants', () => {
    expect(FilterOperator.EQUALS).toBe('eq');
    expect(FilterOperator.NOT_EQUALS).toBe('neq');
    expect(FilterOperator.CONTAINS).toBe('ct');
    expect(FilterOperator.GREATER).toBe('gt');
    expect(FilterOperator.LESS).toBe('lt');
    expect(FilterOperator.STARTS_WITH).toBe('sw');
    expect(FilterOperator.NOT_STARTS_WITH).toBe('nsw');
    expect(filterOperators.filter((token) => token.endsWith('cs'))).toHaveLength(5);
  });

  it('recognises tokens', () => {
    expect(isFilterOperator('ctcs')).toBe(true);
    expect(isFilterOperator('like')).toBe(false);
  });
});

describe('filter value joins and conditions', () => {
  it('use | for or, + for and, _ for between', () => {
    expect(filterValueSeparator).toEqual({ or: '|', and: '+', between: '_' });
  });

  it('maps contains either to or and contains all to and', () => {
    expect(FilterCondition.CONTAINS_EITHER).toBe(FilterValueJoin.OR);
    expect(FilterCondition.CONTAINS_ALL).toBe(FilterValueJoin.AND);
    expect(filterConditionLabel[FilterCondition.CONTAINS_EITHER]).toBe('contains either');
    expect(filterConditionLabel[FilterCondition.CONTAINS_ALL]).toBe('contains all');
  });
});
