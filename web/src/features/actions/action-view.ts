import { unservedEntityViews } from 'virtual:tandem/unserved-entity-views';
import { paths } from '@/config/paths';
import { entityViewOfData } from '@/lib/entity-kit/entity-view-of';
import type { Action } from './api/list-actions';

const declared = unservedEntityViews.action;
if (!declared)
  throw new Error('The build emitted no action declaration (vite.config.ts unservedDeclarations)');

/**
 * The actions' view, built from their kit declaration (`shared/src/actions/action.ts`) as the build
 * emits it apart from `projectEntities` (actions keep their served contract entries): the fields, the
 * served ids and `gridRows: 'paged'` (no grid-data: the grid pages `listActions`). Their query keys sit
 * under `actions` (`api/keys.ts`), their phrases under `actionItems`; the pages keep their addresses.
 */
export const actionView = entityViewOfData<Action>(declared, {
  phrases: 'actionItems',
  keyName: 'actions',
  listColumns: ['name', 'ragStatus', 'progressStatus', 'endDate'],
  paths: {
    list: paths.actions.getHref,
    panel: paths.changeAction.getHref,
    detail: paths.actionDetail.getHref,
    create: paths.actionCreate.getHref,
    edit: paths.actionEdit.getHref,
    grid: paths.actionsGrid.getHref,
  },
});
