import { describe, expect, it } from 'vitest';
import { benefits } from '@tandem/shared/benefits/benefit';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { actionStoredLayout, modelActionOf, storedActionOf } from '../../actions/kit-action-entity';
import { data } from '../service';
import { actionEntity } from './action';
import { isKitModel, projectEntityOf, storedLayoutOf } from './project-entity';

const scope = { organisationId: 'o1', projectId: 'p1' };
type Stored = Record<string, unknown>;
const storedItemOf = (params: unknown) => (params as { Item: Stored }).Item;

describe('a kit entity kept in a stored layout of its own (StoredLayout)', () => {
  const renamed = projectEntityOf(benefits.declaration, {
    storedNames: { itemId: 'benefitId', owner: 'ownerId' },
  });

  it('writes a renamed attribute under its stored name, keys unchanged, and reads it back by its kit name', () => {
    const item = storedItemOf(
      renamed
        // The kit's entity is typed loosely (fields come from the declaration at run time), as in writes.ts.
        .put({
          ...scope,
          itemId: 'b1',
          refNumber: 1,
          name: 'Faster bookings',
          owner: 'u1',
          createdBy: 'u1',
        } as never)
        .params(),
    );
    expect(item).toMatchObject({ benefitId: 'b1', ownerId: 'u1', pk: 'ORG#o1#PROJECT#p1', sk: 'BENEFIT#b1' });
    expect(item).not.toHaveProperty('itemId');
    expect(item).not.toHaveProperty('owner');
    const { data } = renamed.parse({ Item: item }) as unknown as { data: Stored };
    expect(data).toMatchObject({ itemId: 'b1', owner: 'u1', name: 'Faster bookings' });
  });

  it('refuses a stored name for an attribute the declaration does not have', () => {
    expect(() => projectEntityOf(benefits.declaration, { storedNames: { ownr: 'ownerId' } })).toThrow(
      /no attribute ownr/,
    );
  });
});

describe('the stored layout options (StoredLayout), generic and inert unless given', () => {
  const coded = projectEntityOf(benefits.declaration, {
    attributes: {
      // A stored form and back, a default on create, and an attribute the declaration does not have.
      name: {
        set: (value?: unknown) => `stored:${String(value)}`,
        get: (value?: unknown) => String(value).slice(7),
      },
      description: { default: '' },
      mirror: { type: 'string' },
    },
    indexes: {
      byMirror: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['organisationId', 'mirror'],
          template: 'ORG#${organisationId}#M#${mirror}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['itemId'], template: 'B#${itemId}', casing: 'none' },
      },
    },
    activeCounterKind: 'activeBenefitsKept',
  });

  it('stores an attribute in its stored form, reads it back, and keys the given indexes only', () => {
    const item = storedItemOf(
      coded
        .put({ ...scope, itemId: 'b1', refNumber: 1, name: 'Faster', mirror: 'm1', createdBy: 'u1' } as never)
        .params(),
    );
    expect(item).toMatchObject({
      name: 'stored:Faster',
      description: '',
      mirror: 'm1',
      gsi1pk: 'ORG#o1#M#m1',
      gsi1sk: 'B#b1',
      sk: 'BENEFIT#b1',
    });
    const { data } = coded.parse({ Item: item }) as unknown as { data: Stored };
    expect(data).toMatchObject({ itemId: 'b1', name: 'Faster', mirror: 'm1' });
    expect(storedLayoutOf(coded).activeCounterKind).toBe('activeBenefitsKept');
  });

  it('leaves every served kit entity in the kit’s own layout: same keys and attributes as before', () => {
    for (const { declaration } of projectEntities) {
      const served = Object.values(data.entities).find(
        (entity) => isKitModel(entity) && entity.schema.model.entity === declaration.name,
      );
      expect(served, declaration.name).toBeDefined();
      // A projection (the impacts' chart items) is kept beside the items, not a change of their layout.
      const { projection: _projection, ...layout } = storedLayoutOf(served!);
      expect(layout, declaration.name).toEqual({});
      const own = projectEntityOf(declaration);
      expect(Object.keys(served!.schema.indexes), declaration.name).toEqual(Object.keys(own.schema.indexes));
      expect(Object.keys(served!.schema.attributes), declaration.name).toEqual(
        Object.keys(own.schema.attributes),
      );
    }
  });
});

describe('the action entity in the action stored layout', () => {
  // An action item as the hand-written model (before the kit) stored it; the one model must read and
  // write exactly this (the seed, the jobs and the dashboards read these items).
  const stored: Stored = {
    organisationId: 'o1',
    projectId: 'p1',
    refNumber: 42,
    lifecycleStatus: 'active',
    noteCount: 0,
    actionId: 'a1',
    name: 'Brief the call centre',
    description: '<p>Before go-live</p>',
    ragStatus: 2,
    progressStatus: 3,
    startDate: '2026-03-02T00:00:00',
    endDate: '0001-01-01T00:00:00',
    initialEndDate: '0001-01-01T00:00:00',
    actionTypeId: '',
    actionTypeName: '',
    ownerId: 'u1',
    ownerFirstName: 'Ada',
    ownerLastName: 'Lovelace',
    assignedToId: 'u2',
    assignedToName: 'Alan Turing',
    businessAreaIds: ['ba1'],
    audienceIds: [],
    tagIds: ['t1'],
    openState: 'closed',
    dueKey: 'none',
    assigneeKey: 'u2',
    ownerKey: 'u1',
    refKey: '000000042',
    createdBy: 'u1',
    version: 1,
    pk: 'ORG#o1#PROJECT#p1',
    sk: 'ACTION#a1',
    gsi1pk: 'ORG#o1#ASSIGNEE#u2',
    gsi1sk: 'DUE#none#a1',
    gsi2pk: 'ORG#o1#ACTIONS#closed',
    gsi2sk: 'DUE#none#a1',
    gsi4pk: 'ORG#o1#OWNER#u1',
    gsi4sk: 'DUE#none#a1',
    gsi3pk: 'ORG#o1#PROJECT#p1#ACTIONS#active',
    gsi3sk: 'REF#000000042',
    __edb_e__: 'action',
    __edb_v__: '1',
  };

  it('reads an action item in kit names and forms: dates as days, the sentinel and cleared type as none', () => {
    const { data } = actionEntity.parse({ Item: stored }) as unknown as { data: Stored };
    expect(data).toMatchObject({
      itemId: 'a1',
      owner: 'u1',
      ownerFirstName: 'Ada',
      assignedTo: 'u2',
      startDate: '2026-03-02',
      tagIds: ['t1'],
      openState: 'closed',
      dueKey: 'none',
    });
    for (const none of ['endDate', 'initialEndDate', 'actionType', 'actionTypeName'])
      expect(data[none], none).toBeUndefined();
  });

  it('writes the item as it was stored: attributes, keys and the four indexes', () => {
    const { data: kitItem } = actionEntity.parse({ Item: stored }) as unknown as { data: Stored };
    const written = storedItemOf(
      actionEntity
        .put({
          ...kitItem,
          ...actionStoredLayout.deriveAttributes!(kitItem),
          actionType: '',
          actionTypeName: '',
        } as never)
        .params(),
    );
    const { createdAt: _c, updatedAt: _u, ...expected } = written;
    expect(expected).toEqual(stored);
  });

  it('gives readers outside the kit the stored form back, and takes it for a write', () => {
    const { data } = actionEntity.parse({ Item: stored }) as unknown as { data: Stored };
    const keys = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk'];
    const attributes = Object.fromEntries(
      Object.entries(stored).filter(([key]) => !keys.includes(key) && !key.startsWith('__edb')),
    );
    expect(storedActionOf(data)).toEqual(attributes);
    const written = storedItemOf(actionEntity.put(modelActionOf(attributes) as never).params());
    const { createdAt: _c, updatedAt: _u, ...expected } = written;
    expect(expected).toEqual(stored);
  });
});
