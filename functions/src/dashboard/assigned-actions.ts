import { actionEntity } from '../data/entities/action';

/** The attributes a dashboard reads of an action (the index read projects only these). */
const dashboardAttributes = [
  'organisationId',
  'projectId',
  'actionId',
  'refNumber',
  'name',
  'ragStatus',
  'progressStatus',
  'lifecycleStatus',
  'endDate',
  'actionTypeId',
  'actionTypeName',
  'ownerFirstName',
  'ownerLastName',
  'assignedToName',
  'openState',
  'dueKey',
] as const;

export interface DashboardActionItem {
  organisationId: string;
  projectId: string;
  actionId: string;
  refNumber: number;
  name: string;
  ragStatus: number;
  progressStatus: number;
  lifecycleStatus: 'active' | 'archived' | 'deleted';
  endDate: string;
  actionTypeId?: string;
  actionTypeName?: string;
  ownerFirstName?: string;
  ownerLastName?: string;
  assignedToName?: string;
  openState: 'open' | 'closed';
  dueKey: string;
}

/** Due days, inclusive (`yyyy-mm-dd`). */
export interface DueWindow {
  from: string;
  to: string;
}

/**
 * The ACTIVE actions assigned to a user in an organisation: ONE Query of gsi1
 * (`ORG#<org>#ASSIGNEE#<user>`, access pattern 25), soonest due first and undated last; with a due
 * window, only the sort-key range `DUE#<from>`..`DUE#<to>~`. Archived and deleted actions keep their
 * index entry, so they are left out here.
 */
export async function assignedActions(
  organisationId: string,
  userId: string,
  window?: DueWindow,
): Promise<DashboardActionItem[]> {
  const query = actionEntity.query.byAssignee({ organisationId, assigneeKey: userId });
  const options = { pages: 'all', attributes: [...dashboardAttributes] } as const;
  const { data } = window
    ? await query.between({ dueKey: window.from }, { dueKey: `${window.to}~` }).go(options)
    : await query.go(options);
  return (data as DashboardActionItem[]).filter(
    (action) =>
      action.lifecycleStatus === 'active' &&
      (!window || (action.dueKey !== 'none' && action.dueKey >= window.from && action.dueKey <= window.to)),
  );
}

/**
 * The ACTIVE actions of an organisation: ONE Query per partition of gsi2 (`ORG#<org>#ACTIONS#open`
 * and `…#closed`, side by side; access pattern 26's index read whole), only the dashboard attributes.
 */
export async function organisationActions(organisationId: string): Promise<DashboardActionItem[]> {
  const read = (openState: 'open' | 'closed') =>
    actionEntity.query
      .byOpenState({ organisationId, openState })
      .go({ pages: 'all', attributes: [...dashboardAttributes] });
  const [open, closed] = await Promise.all([read('open'), read('closed')]);
  return ([...open.data, ...closed.data] as DashboardActionItem[]).filter(
    (action) => action.lifecycleStatus === 'active',
  );
}
