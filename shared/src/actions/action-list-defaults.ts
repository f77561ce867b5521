import { FilterOperator, FilterValueJoin } from '../core/filter-operators';
import { LifecycleStatus } from '../core/lifecycle';
import { DEFAULT_PAGE, OVERDUE_UPCOMING_PAGE_SIZE } from '../core/limits';
import { SortDirection, type ListFilter, type ListQuery } from '../core/list-query';

/** Action lists show active actions unless the user filters otherwise (spec §4). */
export const defaultActionListFilters: readonly ListFilter[] = [
  {
    key: 'lifecycleStatus',
    operator: FilterOperator.EQUALS,
    values: [LifecycleStatus.ACTIVE],
    join: FilterValueJoin.OR,
  },
];

/** My Dashboard overdue and upcoming action lists: 5 a page, latest due date first (spec §2, §9). */
export const overdueUpcomingActionsQuery: ListQuery = {
  page: DEFAULT_PAGE,
  pageSize: OVERDUE_UPCOMING_PAGE_SIZE,
  sorts: [{ key: 'actualEndDate', direction: SortDirection.DESCENDING }],
  filters: [],
};
