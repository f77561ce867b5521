import { actions } from '@tandem/shared/actions/action';
import { entityViewData } from '@tandem/shared/entity-kit/entity-view-data';
import { describe, expect, it } from 'vitest';
import { unservedEntityViews } from 'virtual:tandem/unserved-entity-views';
import { endpointPermission } from '@/lib/endpoint-permissions';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
import { actionView } from './action-view';
import { actionCalls } from './api/action-calls';

describe('the actions’ view, from their declaration', () => {
  it('is emitted apart from the project entities, exactly as entityViewData gives it', () => {
    expect(Object.keys(unservedEntityViews)).toEqual(['action']);
    expect(unservedEntityViews.action).toEqual(entityViewData(actions));
    // Not a project entity: no second set of action routes, no view among theirs.
    expect(() =>
      entityViewOf('action', { phrases: 'actionItems', listColumns: [], paths: actionView.paths }),
    ).toThrow(/No project entity/);
  });

  it('pages the list for its grid and calls as the actions’ calls do', () => {
    expect(actionView.gridRows).toBe('paged');
    const { name, singular, plural, endpointIds, keyName } = actionView;
    expect({ name, singular, plural, endpointIds, keyName }).toEqual(actionCalls);
    expect(Object.keys(actionView.fields)).toEqual(Object.keys(actions.declaration.fields));
    expect(actionView.fields.description?.kind).toBe('richText');
    // The rights the actions grid checked (the list's and the field edit's) are the view's.
    expect(actionView.permissions).toEqual({
      view: endpointPermission('listActions'),
      edit: endpointPermission('updateActionField'),
    });
  });
});
