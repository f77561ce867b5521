import { describe, expect, it } from 'vitest';
import { ActionGridField, actionFieldsIgnoringEmptyEdits, updatableActionFields } from './action-fields';

describe('action fields', () => {
  it('lists the spec §3 grid fields', () => {
    expect(Object.values(ActionGridField)).toEqual([
      'name',
      'description',
      'owner',
      'startDate',
      'endDate',
      'progressStatus',
      'actionType',
      'assignedTo',
      'ragStatus',
      'projectName',
      'programmeName',
    ]);
  });

  it('lists the spec §7 updatable fields', () => {
    expect(updatableActionFields).toEqual([
      'name',
      'ragStatus',
      'startDate',
      'endDate',
      'assignedTo',
      'progressStatus',
      'owner',
    ]);
    expect(actionFieldsIgnoringEmptyEdits).toEqual(['ragStatus', 'owner', 'assignedTo']);
  });
});
