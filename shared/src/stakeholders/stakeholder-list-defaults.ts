import { SortDirection, type ListSort } from '../core/list-query';

/** The stakeholder dashboard is sorted by first name, then last name (spec §9). */
export const stakeholderDashboardSorts: readonly ListSort[] = [
  { key: 'firstName', direction: SortDirection.ASCENDING },
  { key: 'lastName', direction: SortDirection.ASCENDING },
];
