import { describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { benefits } from '@tandem/shared/benefits/benefit';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { actionStoredLayout, kitActionEntity } from '../../actions/kit-action-entity';
import { indexAttributes } from '../../actions/store';
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

describe('actions read through the kit from the items actions write today (issue 9 item 6)', () => {
  // The mapping the action data layer will give the kit: the stored names of today's action items.
  const kitActions = projectEntityOf(actions.declaration, {
    storedNames: {
      itemId: 'actionId',
      owner: 'ownerId',
      assignedTo: 'assignedToId',
      actionType: 'actionTypeId',
    },
  });
  const stored = storedItemOf(
    actionEntity
      .put({
        ...scope,
        actionId: 'a1',
        refNumber: 42,
        name: 'Brief the call centre',
        description: '<p>Before go-live</p>',
        ragStatus: 2,
        progressStatus: 3,
        startDate: '2026-03-02T00:00:00',
        endDate: '2026-03-20T00:00:00',
        initialEndDate: '2026-03-20T00:00:00',
        actionTypeId: 't1',
        actionTypeName: 'Training',
        ownerId: 'u1',
        ownerFirstName: 'Ada',
        ownerLastName: 'Lovelace',
        assignedToId: 'u2',
        assignedToName: 'Alan Turing',
        businessAreaIds: ['ba1'],
        openState: 'open',
        dueKey: '2026-03-20',
        assigneeKey: 'u2',
        ownerKey: 'u1',
        refKey: '000000042',
        createdBy: 'u1',
      })
      .params(),
  );

  it('has the same primary key and reads the fields the declaration names', () => {
    const key = storedItemOf(
      kitActions.put({ ...scope, itemId: 'a1', refNumber: 42, name: 'x', createdBy: 'u1' } as never).params(),
    );
    expect({ pk: key.pk, sk: key.sk }).toEqual({ pk: stored.pk, sk: stored.sk });
    const { data } = kitActions.parse({ Item: stored }) as unknown as { data: Stored };
    expect(data).toMatchObject({
      itemId: 'a1',
      refNumber: 42,
      name: 'Brief the call centre',
      ragStatus: 2,
      progressStatus: 3,
      owner: 'u1',
      assignedTo: 'u2',
      assignedToName: 'Alan Turing',
      actionType: 't1',
      actionTypeName: 'Training',
      businessAreaIds: ['ba1'],
    });
  });

  it('still differs where the architecture notes say: dates with a time, the owner name in two parts', () => {
    const { data } = kitActions.parse({ Item: stored }) as unknown as { data: Stored };
    expect(data.startDate).toBe('2026-03-02T00:00:00');
    expect(data.ownerName).toBeUndefined();
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
      expect(storedLayoutOf(served!), declaration.name).toEqual({});
      const own = projectEntityOf(declaration);
      expect(Object.keys(served!.schema.indexes), declaration.name).toEqual(Object.keys(own.schema.indexes));
      expect(Object.keys(served!.schema.attributes), declaration.name).toEqual(
        Object.keys(own.schema.attributes),
      );
    }
  });
});

describe('the kit’s action entity in the action stored layout (kitActionEntity)', () => {
  const handItem = {
    ...scope,
    actionId: 'a1',
    refNumber: 42,
    name: 'Brief the call centre',
    description: '<p>Before go-live</p>',
    ragStatus: 2,
    progressStatus: 3,
    startDate: '2026-03-02T00:00:00',
    endDate: EMPTY_DATE,
    initialEndDate: EMPTY_DATE,
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
    lifecycleStatus: 'active' as const,
    createdBy: 'u1',
  };
  const stored = storedItemOf(actionEntity.put({ ...handItem, ...indexAttributes(handItem) }).params());

  it('reads an action item in kit names and forms: dates as days, the sentinel and cleared type as none', () => {
    const { data } = kitActionEntity.parse({ Item: stored }) as unknown as { data: Stored };
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

  it('writes what actionEntity writes for the same action: attributes, keys and the four indexes', () => {
    const { data: kitItem } = kitActionEntity.parse({ Item: stored }) as unknown as { data: Stored };
    const written = storedItemOf(
      kitActionEntity
        .put({
          ...kitItem,
          ...actionStoredLayout.deriveAttributes!(kitItem),
          actionType: '',
          actionTypeName: '',
        } as never)
        .params(),
    );
    const { createdAt: _c, updatedAt: _u, ...expected } = stored;
    expect(written).toMatchObject(expected);
    expect(Object.keys(written).sort()).toEqual(Object.keys(stored).sort());
  });
});
