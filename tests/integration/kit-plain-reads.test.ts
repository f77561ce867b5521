import { describe, expect, it } from 'vitest';
import { actions as actionFamily } from '@tandem/shared/actions/action';
import { projectParams } from './action-fixtures';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { actionEntity } = await import('@tandem/functions/data/entities/action');
const { firstActiveByRef } = await import('@tandem/functions/entity-kit/first-rows');
const { itemsById } = await import('@tandem/functions/entity-kit/items-by-id');
const { plainReaderOf } = await import('@tandem/functions/entity-kit/plain-reads');

/**
 * The kit's list reads of a layout with `StoredLayout.plainReads` (actions) read the stored actions raw
 * and convert them with the plain reader: they must answer exactly what ElectroDB's own reads of the
 * same model answer (the seeded project's actions, dates, empties, tags and all).
 */
const store = { declaration: actionFamily.declaration, entity: actionEntity } as never;
type Where = (
  build: (a: { lifecycleStatus: unknown }, o: { eq: (a: unknown, b: string) => string }) => string,
) => {
  go: (options: object) => Promise<{ data: unknown[] }>;
};
const byRef = (actionEntity.query as unknown as { byRef: (facets: object) => { where: Where } }).byRef;

/** ElectroDB's read of the same ref-index page. */
const electroPage = async (count: number, order: 'asc' | 'desc') =>
  (
    await byRef({ ...projectParams, lifecycleStatus: 'active' })
      .where(({ lifecycleStatus }, { eq }) => eq(lifecycleStatus, 'active'))
      .go({ count, limit: count, order })
  ).data;

describe('plain reads of the kit action layout against DynamoDB Local', () => {
  it('is the layout that reads plainly', () => {
    expect(plainReaderOf(store)).toBeDefined();
  });

  it('answers the ref-order page as ElectroDB reads it, page after page and again from the kept Query', async () => {
    const all = await electroPage(1000, 'asc');
    expect(all.length).toBeGreaterThan(3);
    for (const order of ['asc', 'desc'] as const)
      for (const count of [1, 3, 1000]) {
        const expected = await electroPage(count, order);
        // Twice: the second read sends the Query kept from the first (it must be sent unchanged).
        expect(await firstActiveByRef(store, projectParams, count, order)).toStrictEqual(expected);
        expect(await firstActiveByRef(store, projectParams, count, order)).toStrictEqual(expected);
      }
  });

  it('answers items by id as ElectroDB reads them, in the order asked, an unknown id left out', async () => {
    const all = (await electroPage(1000, 'asc')) as { itemId: string }[];
    const asked = [...all].reverse().map((item) => item.itemId);
    const read = await itemsById(store, projectParams, [asked[0]!, 'no-such-action', ...asked.slice(1)]);
    expect(read).toStrictEqual([...all].reverse());
  });
});
