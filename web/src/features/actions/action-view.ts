import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityCalls, EntityView } from '@/lib/entity-kit/entity-view';
import { actionCalls } from './api/action-calls';
import type { Action } from './api/list-actions';

/**
 * What the kit grid's state reads of the actions (`useEntityGridState`): their kit calls (the names
 * and served ids of their declaration, held equal to it by `action-calls.test.ts`) and, as every kit
 * view's, the rights of their get and update. Not a view built from the emitted declaration: nothing
 * of the actions grid reads the fields, and that builder carries every kit entity's view data (2 KB
 * gzip) into the actions grid route (docs/decisions.md).
 */
export const actionView: EntityCalls<Action> & Pick<EntityView<Action>, 'permissions'> = {
  ...actionCalls,
  permissions: {
    view: endpointPermission('getAction'),
    edit: endpointPermission('updateAction'),
  },
};
