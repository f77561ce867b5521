import { describe, expect, it } from 'vitest';
import { filterOperators } from '../core/filter-operators';
import type { Endpoint } from '../contract/define-endpoint';
import { actions } from './action';
import { actionEndpoints } from './contract';
import served from './served-action-list-keys.json';

/**
 * The sort and filter keys the action list and export took when their contract entries were
 * hand-written (`actionSortKeys` / `actionFilterKeys` of `schemas.ts` before the switch, commit 6b35257),
 * held against the generated entries that serve them now. The JSON Schema snapshot
 * (`served-action-contract.json`) cannot show them: `sorts` and `filters` are strings checked by a
 * refinement, which is how the first switch lost `ownerOrAssignedTo` (My Dashboard's drill-down, 400).
 * `served-action-list-keys.json` is that snapshot; change it only for a meant change of the action API.
 */
const contract = actionEndpoints as Record<string, Endpoint>;
const acceptsQuery = (id: string, query: Record<string, string>) => {
  const result = contract[id]!.query!.safeParse(query);
  return result.success ? 'accepted' : result.error.issues.map((issue) => issue.message).join('; ');
};

/** A filter of each operator and each way of joining values (or, and, between). */
const filtersOf = (key: string) =>
  filterOperators.flatMap((operator) =>
    ['a', 'a|b', 'a+b', '2024-01-01_2024-12-31'].map((values) => `${key}-${operator}-${values}`),
  );

describe('the action list keys: the generated list and export queries take exactly the served ones', () => {
  it('pins the served lists (list and export took the same keys; every sort key filters too)', () => {
    expect(served.endpoints).toEqual(['listActions', 'exportActions']);
    expect(served.sorts.every((key) => served.filters.includes(key))).toBe(true);
    expect(served.filters).toContain('ownerOrAssignedTo');
  });

  for (const id of served.endpoints) {
    it(`${id} accepts every served sort key, ascending and descending, one at a time and all together`, () => {
      for (const key of served.sorts)
        for (const sorts of [key, `-${key}`]) expect(acceptsQuery(id, { sorts }), sorts).toBe('accepted');
      expect(acceptsQuery(id, { sorts: served.sorts.map((key) => `-${key}`).join(',') })).toBe('accepted');
    });

    it(`${id} accepts every served filter key with every operator and value join`, () => {
      for (const key of served.filters)
        for (const filters of filtersOf(key)) expect(acceptsQuery(id, { filters }), filters).toBe('accepted');
      // My Dashboard's drill-down, as the web sends it beside the grid's own filter.
      const drillDown = 'ownerOrAssignedTo-ct-Ann%20Lee,lifecycleStatus-eq-active';
      expect(acceptsQuery(id, { filters: decodeURIComponent(drillDown) })).toBe('accepted');
    });

    it(`${id} refuses every other key an action answers, in sorts and in filters`, () => {
      const answered = actions.declaration.apiShape!.item!.order;
      for (const key of answered.filter((key) => !served.sorts.includes(key)))
        expect(acceptsQuery(id, { sorts: key }), key).toBe(`Cannot sort by '${key}'`);
      for (const key of answered.filter((key) => !served.filters.includes(key)))
        expect(acceptsQuery(id, { filters: `${key}-eq-a` }), key).toBe(`Cannot filter by '${key}'`);
    });
  }

  it('generates the served key sets exactly (`apiShape.listKeys` adds what the listing reads its own way)', () => {
    const asSet = (keys: readonly string[]) => [...new Set(keys)].sort();
    expect(asSet(actions.schemas.sortKeys)).toEqual(asSet(served.sorts));
    expect(asSet(actions.schemas.filterKeys)).toEqual(asSet(served.filters));
    // The contract serves the declaration's entries, so the sets above are what clients meet.
    expect(contract.listActions).toBe(actions.endpoints.listActions);
    expect(contract.exportActions).toBe(actions.endpoints.exportActions);
  });
});
