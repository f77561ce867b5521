import { describe, expect, it } from 'vitest';
import { benefits } from '@tandem/shared/benefits/benefit';
import { impacts } from '@tandem/shared/impacts/impact';
import { actions } from '@tandem/shared/actions/action';
import { actionEntity } from '../data/entities/action';
import { projectEntityOf } from '../data/entities/project-entity';
import { plainReaderOf, readStoredItems } from './plain-reads';
import type { EntityStore, StoredItem } from './store';

const storeOf = (entity: object, declaration: object = actions.declaration) =>
  ({ declaration, entity }) as unknown as EntityStore;
const actionStore = storeOf(actionEntity);

/** ElectroDB's own read of a stored item, what the plain reader must answer alike. */
const parsed = (store: EntityStore, stored: StoredItem) =>
  store.entity.parse({ Item: stored }, { ignoreOwnership: false }).data;

const keys = {
  pk: 'ORG#o1#PROJECT#p1',
  sk: 'ACTION#a1',
  gsi3pk: 'ORG#o1#PROJECT#p1#ACTIONS#active',
  gsi3sk: 'REF#000000007',
  __edb_e__: 'action',
  __edb_v__: '1',
};

/** An action as the hand-written family and the kit store it: every attribute the layout names. */
const fullAction: StoredItem = {
  ...keys,
  organisationId: 'o1',
  projectId: 'p1',
  actionId: 'a1',
  refNumber: 7,
  name: 'Brief the team',
  description: '<p>Why</p>',
  ragStatus: 2,
  progressStatus: 1,
  lifecycleStatus: 'active',
  startDate: '2026-03-02T00:00:00',
  endDate: '2026-03-20T00:00:00',
  initialEndDate: '2026-03-18T00:00:00',
  reviewedOn: '2026-03-05T00:00:00',
  nextReviewDue: '2026-04-05T00:00:00',
  reviewedBy: 'u2',
  ownerId: 'u1',
  ownerFirstName: 'Ada',
  ownerLastName: 'Lovelace',
  assignedToId: 'u2',
  assignedToName: 'Alan Turing',
  actionTypeId: 't1',
  actionTypeName: 'Training',
  businessAreaIds: ['b1', 'b2'],
  audienceIds: ['x1'],
  tagIds: ['g2', 'g1'],
  openState: 'open',
  dueKey: '2026-03-20',
  assigneeKey: 'u2',
  ownerKey: 'u1',
  refKey: '000000007',
  noteCount: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'u1',
  updatedAt: '2026-03-02T10:00:00.000Z',
  modifiedBy: 'u2',
  version: 4,
};

describe('plain reads of a stored layout that asks for them (StoredLayout.plainReads)', () => {
  it('read every stored action as ElectroDB reads it: names, dates as days, empties as none, key order', () => {
    const emptied: StoredItem = {
      ...fullAction,
      description: '',
      startDate: '0001-01-01T00:00:00',
      endDate: '0001-01-01T00:00:00',
      initialEndDate: '0001-01-01T00:00:00',
      actionTypeId: '',
      actionTypeName: '',
      businessAreaIds: [],
    };
    const sparse: StoredItem = {
      ...keys,
      organisationId: 'o1',
      projectId: 'p1',
      actionId: 'a2',
      refNumber: 8,
    };
    const { updatedAt: _updatedAt, ...neverUpdated } = fullAction;
    const reader = plainReaderOf(actionStore)!;
    for (const stored of [fullAction, emptied, sparse, neverUpdated]) {
      const plain = reader(stored);
      expect(plain).toStrictEqual(parsed(actionStore, stored));
      expect(Object.keys(plain!)).toEqual(Object.keys(parsed(actionStore, stored)!));
    }
    expect(reader(fullAction)).toMatchObject({ itemId: 'a1', startDate: '2026-03-02', owner: 'u1' });
    expect(reader(neverUpdated)).not.toHaveProperty('updatedAt');
  });

  it('answer a watcher with a getter that the item lacks, as ElectroDB runs it in its second pass', () => {
    const watched = projectEntityOf(benefits.declaration, {
      plainReads: true,
      attributes: {
        everything: { type: 'string', watch: '*', get: (value?: unknown) => value ?? 'none' },
        byName: { type: 'string', watch: ['name'], get: (value?: unknown) => value ?? 'unnamed' },
      },
    });
    const store = storeOf(watched, benefits.declaration);
    const stored = { pk: 'p', sk: 's', __edb_e__: 'benefit', __edb_v__: '1', itemId: 'i1', refNumber: 1 };
    for (const one of [stored, { ...stored, name: 'Named' }, { ...stored, everything: 'kept' }])
      expect(plainReaderOf(store)!(one)).toStrictEqual(parsed(store, one));
    expect(plainReaderOf(store)!({ ...stored, name: 'Named' })).toMatchObject({
      everything: 'none',
      byName: 'unnamed',
    });
  });

  it("leave out items that are not the model's, as ElectroDB's read does", () => {
    const other = { ...fullAction, __edb_e__: 'impact' };
    const older = { ...fullAction, __edb_v__: '0' };
    expect(plainReaderOf(actionStore)!(other)).toBeUndefined();
    expect(parsed(actionStore, other)).toBeNull();
    expect(readStoredItems(actionStore, [other, fullAction, older])).toStrictEqual([
      parsed(actionStore, fullAction),
    ]);
  });

  it("copy a list, as ElectroDB's read does, so the item never shares the stored array", () => {
    const item = plainReaderOf(actionStore)!(fullAction)!;
    expect(item.tagIds).toEqual(['g2', 'g1']);
    expect(item.tagIds).not.toBe(fullAction.tagIds);
  });

  it("leave every other layout to ElectroDB's read (the kit's own, a layout without the option)", () => {
    const impactStore = storeOf(projectEntityOf(impacts.declaration), impacts.declaration);
    expect(plainReaderOf(impactStore)).toBeUndefined();
    const renamed = projectEntityOf(benefits.declaration, { storedNames: { itemId: 'benefitId' } });
    expect(plainReaderOf(storeOf(renamed, benefits.declaration))).toBeUndefined();
    const stored = { pk: 'p', sk: 's', __edb_e__: 'impact', __edb_v__: '1', itemId: 'i1', refNumber: 1 };
    expect(readStoredItems(impactStore, [stored])).toStrictEqual([parsed(impactStore, stored)]);
  });

  it('refuse a layout whose attributes a plain read would read differently', () => {
    const mapped = projectEntityOf(benefits.declaration, {
      plainReads: true,
      attributes: { extra: { type: 'map', properties: { a: { type: 'string' } } } },
    });
    expect(() => plainReaderOf(storeOf(mapped, benefits.declaration))).toThrow(/plainReads/);
  });
});
