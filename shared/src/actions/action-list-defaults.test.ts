import { describe, expect, it } from 'vitest';
import { encodeFilters, encodeListQuery } from '../core/list-query';
import { defaultActionListFilters, overdueUpcomingActionsQuery } from './action-list-defaults';

describe('action list defaults', () => {
  it('filters to lifecycleStatus=active', () => {
    expect(encodeFilters(defaultActionListFilters)).toBe('lifecycleStatus-eq-active');
  });

  it('pages overdue/upcoming lists by 5, sorted by actualEndDate descending', () => {
    expect(encodeListQuery(overdueUpcomingActionsQuery)).toEqual({
      page: '1',
      pageSize: '5',
      sorts: '-actualEndDate',
    });
  });
});
