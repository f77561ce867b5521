import { actionEndpoints } from '@tandem/shared/actions/contract';
import { coreDataView } from '@tandem/shared/core-data/contract';
import { describe, expect, it } from 'vitest';
import { endpointPermission } from '@/lib/endpoint-permissions';
import {
  actionClears,
  actionFormRules,
  actionFormValuesOf,
  actionTypesPermission,
  actionChanges,
  type ActionFormValues,
} from './action-form-rules';
import { sampleAction } from './action-form-test-action';

const initial = actionFormValuesOf(sampleAction);
const errorsOf = (values: ActionFormValues) =>
  Object.fromEntries(
    Object.entries(actionFormRules(values))
      .map(([field, rule]) => [field, rule()])
      .filter(([, error]) => error !== null),
  );

describe('the action form', () => {
  it('gates comments, history and action types with the contract’s permissions', () => {
    // The pages gate comments and history with the get/update permissions: the same ones.
    expect(actionEndpoints.addActionComment.permission).toEqual(endpointPermission('updateAction'));
    expect(actionEndpoints.setActionDates.permission).toEqual(endpointPermission('updateAction'));
    expect(actionEndpoints.listActionComments.permission).toEqual(endpointPermission('getAction'));
    expect(actionEndpoints.getActionHistory.permission).toEqual(endpointPermission('getAction'));
    expect(actionTypesPermission).toEqual(coreDataView);
  });

  it('starts from the stored action: days, select values, the description as stored', () => {
    expect(initial).toEqual({
      name: 'Brief ward managers',
      description: '<p>First line</p><p>Second line</p>',
      actionTypeId: 'type-1',
      ragStatus: '2',
      progressStatus: '2',
      startDate: '2026-06-08',
      endDate: '2026-06-22',
      ownerId: 'user-1',
      assignedToId: 'user-2',
    });
    expect(
      actionFormValuesOf({ ...sampleAction, startDate: '0001-01-01T00:00:00', ownerId: null }),
    ).toMatchObject({
      startDate: '',
      ownerId: '',
    });
  });

  it('accepts the stored action as it is', () => {
    expect(errorsOf(initial)).toEqual({});
  });

  it('requires a name of at most 200 characters', () => {
    expect(errorsOf({ ...initial, name: '   ' })).toEqual({ name: 'forms.required' });
    expect(errorsOf({ ...initial, name: 'x'.repeat(201) })).toEqual({ name: 'forms.tooLong' });
    expect(errorsOf({ ...initial, name: 'x'.repeat(200) })).toEqual({});
  });

  it('refuses an end date on or before the start, and a start on or after the end', () => {
    expect(errorsOf({ ...initial, endDate: '2026-06-01' })).toEqual({
      startDate: 'actionDetail.form.startBeforeEnd',
      endDate: 'actionDetail.form.endAfterStart',
    });
    expect(errorsOf({ ...initial, endDate: '2026-06-08' })).toMatchObject({
      endDate: 'actionDetail.form.endAfterStart',
    });
    expect(errorsOf({ ...initial, endDate: '2026-06-09' })).toEqual({});
  });

  it('lets either date be cleared, but not set before 2010', () => {
    expect(errorsOf({ ...initial, startDate: '' })).toEqual({});
    expect(errorsOf({ ...initial, endDate: '' })).toEqual({});
    expect(errorsOf({ ...initial, startDate: '2009-12-31' })).toEqual({
      startDate: 'actionDetail.form.dateTooEarly',
    });
  });

  it('lets the owner and assignee be removed, each as a clear of its own (issue 37 item 15)', () => {
    const unowned = { ...initial, ownerId: '', assignedToId: '' };
    expect(errorsOf(unowned)).toEqual({});
    expect(actionClears(initial, unowned)).toEqual(['owner', 'assignedTo']);
    expect(actionClears(initial, { ...initial, ownerId: 'user-9' })).toEqual([]);
    expect(actionClears(unowned, unowned)).toEqual([]);
  });

  it('needs a chosen progress and RAG status', () => {
    expect(errorsOf({ ...initial, progressStatus: '', ragStatus: '9' })).toEqual({
      progressStatus: 'actionDetail.form.chooseProgress',
      ragStatus: 'actionDetail.form.chooseRag',
    });
  });

  it('limits the description as it will be saved', () => {
    expect(errorsOf({ ...initial, description: 'x'.repeat(20_000) })).toEqual({
      description: 'forms.tooLong',
    });
  });
});

describe('what a save sends', () => {
  it('sends nothing when nothing changed', () => {
    expect(actionChanges(initial, { ...initial })).toBeNull();
  });

  it('sends only what changed, in one body', () => {
    expect(
      actionChanges(initial, {
        ...initial,
        name: '  New name ',
        description: 'Only line',
        actionTypeId: '',
        endDate: '2026-07-01',
        ragStatus: '1',
        progressStatus: '3',
        ownerId: 'user-3',
        assignedToId: 'user-4',
      }),
    ).toEqual({
      name: 'New name',
      description: '<p>Only line</p>',
      actionTypeId: null,
      startDate: '2026-06-08',
      endDate: '2026-07-01',
      ragStatus: 1,
      progressStatus: 3,
      ownerId: 'user-3',
      assignedToId: 'user-4',
    });
  });

  it('sends a cleared date as null, with the other date as it is', () => {
    expect(actionChanges(initial, { ...initial, startDate: '' })).toEqual({
      startDate: null,
      endDate: '2026-06-22',
    });
  });

  it('screens a description with script into the harmful-content message', () => {
    expect(actionChanges(initial, { ...initial, description: '<img src=x onerror=alert(1)>' })).toEqual({
      description: 'Potentially harmful content was not shown.',
    });
  });
});
