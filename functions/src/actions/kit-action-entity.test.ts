import { describe, expect, it } from 'vitest';
import {
  END_DATE_NOT_AFTER_START_MESSAGE,
  START_DATE_AFTER_END_MESSAGE,
} from '@tandem/shared/actions/action-rules';
import { actionStoredLayout, actionWriteRules } from './kit-action-entity';

const scope = { organisationId: 'o1', projectId: 'p1' };
const stored = { ...scope, itemId: 'a1', refNumber: 7, startDate: '2026-03-02', endDate: '2026-03-20' };

describe('the action write rules in the kit (the shared action rules, as the hand-written family applies them)', () => {
  it('ignores an empty RAG, owner or assignee edit instead of clearing it, and keeps other clears', async () => {
    const ruled = await actionWriteRules.beforeUpdate!(stored, {
      set: { name: 'Renamed' },
      remove: [
        'ragStatus',
        'owner',
        'ownerName',
        'assignedTo',
        'assignedToName',
        'actionType',
        'actionTypeName',
      ],
    });
    expect(ruled.values).toEqual({ set: { name: 'Renamed' }, remove: ['actionType', 'actionTypeName'] });
  });

  it('refuses a start on or after the end, and an end on or before the start, naming the field', async () => {
    await expect(
      actionWriteRules.beforeUpdate!(stored, { set: { startDate: '2026-03-20' }, remove: [] }),
    ).rejects.toMatchObject({ statusCode: 400, message: START_DATE_AFTER_END_MESSAGE });
    await expect(
      actionWriteRules.beforeUpdate!(stored, { set: { endDate: '2026-03-01' }, remove: [] }),
    ).rejects.toMatchObject({ statusCode: 400, message: END_DATE_NOT_AFTER_START_MESSAGE });
    await expect(
      actionWriteRules.beforeCreate!(scope, {
        set: { startDate: '2026-03-20', endDate: '2026-03-20' },
        remove: [],
      }),
    ).rejects.toMatchObject({ statusCode: 400, details: { field: 'body.endDate' } });
    // Clearing the end leaves nothing to order against.
    await expect(
      actionWriteRules.beforeUpdate!(stored, { set: {}, remove: ['endDate'] }),
    ).resolves.toBeDefined();
  });

  it('sets the initial end date with the first end date only, recording it in history', async () => {
    const first = await actionWriteRules.beforeUpdate!(
      { ...stored, endDate: undefined },
      { set: { endDate: '2026-04-01' }, remove: [] },
    );
    expect(first.attributes).toEqual({ initialEndDate: '2026-04-01' });
    expect(first.attributeChanges).toEqual([
      { field: 'initialEndDate', oldValue: null, newValue: '2026-04-01' },
    ]);
    const later = await actionWriteRules.beforeUpdate!(
      { ...stored, initialEndDate: '2026-03-20' },
      { set: { endDate: '2026-04-01' }, remove: [] },
    );
    expect(later.attributes).toEqual({});
    const created = await actionWriteRules.beforeCreate!(scope, {
      set: { endDate: '2026-04-01' },
      remove: [],
    });
    expect(created.attributes).toEqual({ initialEndDate: '2026-04-01' });
  });

  it('sets no initial end date on an edit that sets no end date (an item kept with an end date, no initial one)', async () => {
    for (const values of [
      { set: { name: 'Renamed' }, remove: [] },
      { set: { startDate: '2026-03-03' }, remove: [] },
      { set: {}, remove: [] },
    ]) {
      const ruled = await actionWriteRules.beforeUpdate!(stored, values);
      expect(ruled.attributes).toEqual({});
      expect(ruled.attributeChanges).toEqual([]);
    }
  });

  it('names a refused date as the call names it (a grid edit: its date payload)', async () => {
    await expect(
      actionWriteRules.beforeUpdate!(
        stored,
        { set: { startDate: '2026-03-20' }, remove: [] },
        () => 'body.date',
      ),
    ).rejects.toMatchObject({ statusCode: 400, details: { field: 'body.date' } });
    await expect(
      actionWriteRules.beforeUpdate!(stored, { set: { endDate: '2026-03-01' }, remove: [] }),
    ).rejects.toMatchObject({ details: { field: 'body.endDate' } });
  });

  it('checks the edit form’s dates as one pair: a start alone past the end names the end date', async () => {
    const startAlone = { set: { startDate: '2026-03-25' }, remove: [] };
    await expect(
      actionWriteRules.beforeUpdate!(stored, startAlone, undefined, { form: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: END_DATE_NOT_AFTER_START_MESSAGE,
      details: { field: 'body.endDate' },
    });
    // The grid's edit and bulk update (no form) keep the start date's own refusal.
    await expect(
      actionWriteRules.beforeUpdate!(stored, startAlone, undefined, { form: false }),
    ).rejects.toMatchObject({ message: START_DATE_AFTER_END_MESSAGE, details: { field: 'body.startDate' } });
    // A start before the end, or with no end kept, is accepted either way.
    for (const [item, startDate] of [
      [stored, '2026-03-19'],
      [{ ...stored, endDate: undefined }, '2026-12-31'],
    ] as const)
      await expect(
        actionWriteRules.beforeUpdate!(item, { set: { startDate }, remove: [] }, undefined, { form: true }),
      ).resolves.toBeDefined();
  });

  it('derives the index attributes indexAttributes() derives, from the item in kit names', () => {
    expect(
      actionStoredLayout.deriveAttributes!({
        ...stored,
        lifecycleStatus: 'active',
        progressStatus: 2,
        owner: 'u1',
      }),
    ).toEqual({
      lifecycleStatus: 'active',
      openState: 'open',
      dueKey: '2026-03-20',
      assigneeKey: 'none',
      ownerKey: 'u1',
      refKey: '000000007',
    });
  });

  it('reads stored dates as days, the sentinel and the empty as none, alike on every read', () => {
    const get = (actionStoredLayout.attributes!.endDate as { get: (value?: unknown) => unknown }).get;
    for (let round = 0; round < 2; round++) {
      expect(get('2026-03-20T00:00:00')).toBe('2026-03-20');
      expect(get('0001-01-01T00:00:00')).toBeUndefined();
      expect(get('')).toBeUndefined();
      expect(get(undefined)).toBeUndefined();
    }
    // Past the remembered days' bound it starts afresh and still reads right.
    for (let day = 0; day < 5_100; day++) get(`${2000 + Math.floor(day / 365)}-01-01T00:00:${day}`);
    expect(get('2026-03-21T00:00:00')).toBe('2026-03-21');
    expect(get('2026-03-20T00:00:00')).toBe('2026-03-20');
  });
});
