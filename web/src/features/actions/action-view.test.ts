import { describe, expect, it } from 'vitest';
import { endpointPermission } from '@/lib/endpoint-permissions';
import { actionView } from './action-view';
import { actionCalls } from './api/action-calls';

describe('what the kit grid’s state reads of the actions', () => {
  it('calls as the actions’ calls do', () => {
    const { name, singular, plural, endpointIds, keyName } = actionView;
    expect({ name, singular, plural, endpointIds, keyName }).toEqual(actionCalls);
  });

  it('checks the rights the actions grid checked (the list’s and the field edit’s)', () => {
    expect(actionView.permissions).toEqual({
      view: endpointPermission('listActions'),
      edit: endpointPermission('updateActionField'),
    });
  });
});
