import { actionEndpoints } from '@tandem/shared/actions/contract';
import { describe, expect, it } from 'vitest';
import {
  filtersOfGrid,
  gridFiltersOfSearch,
  gridRagValues,
  sortKeyOfColumn,
  sortsOfGrid,
} from './grid-logic';

/**
 * The sorts and filters the actions grid sends, through the contract's own query check (the server
 * runs the same schema before any handler): the first switch of the contract to the kit refused My
 * Dashboard's drill-down (`Cannot filter by 'ownerOrAssignedTo'`) while every unit test here passed.
 */
const listQuery = actionEndpoints.listActions.query;
const exportQuery = actionEndpoints.exportActions.query;
const refusals = (query: { sorts?: string; filters?: string }) =>
  [listQuery, exportQuery].flatMap((schema) => {
    const result = schema.safeParse(query);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });

describe('the actions grid’s list queries pass the action contract', () => {
  it('sorts by every sortable column, ascending and descending', () => {
    for (const colId of Object.keys(sortKeyOfColumn))
      for (const sort of ['asc', 'desc'] as const) {
        const sorts = sortsOfGrid([{ colId, sort }]);
        expect(refusals({ sorts }), `${colId} ${sort}`).toEqual([]);
      }
  });

  it('filters by everything the filter bar and My Dashboard’s drill-down set', () => {
    // The address My Dashboard's drill-down opens (`drillDownGridHref`, another feature's).
    const search = new URLSearchParams({ ragStatus: gridRagValues[4], ownerOrAssignedTo: 'Ann Lee' });
    const seeded = gridFiltersOfSearch(search);
    expect(seeded.people).toEqual({ ownerOrAssignedTo: 'Ann Lee' });
    const filters = filtersOfGrid({
      name: 'Plan',
      ragStatus: seeded.ragStatus,
      progressStatus: '2',
      people: { ...seeded.people, owner: 'Ann', assignedTo: 'Lee' },
    });
    expect(filters).toContain('ownerOrAssignedTo-ct-Ann Lee');
    expect(refusals({ filters })).toEqual([]);
  });
});
