import { describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { benefits } from '@tandem/shared/benefits/benefit';
import { actionEntity } from './action';
import { projectEntityOf } from './project-entity';

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
