import { actionQueries, storedActionsOf, type ActionQuery } from '../data/entities/action';

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
  'version',
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
  version: number;
}

/** Due days, inclusive (`yyyy-mm-dd`). */
export interface DueWindow {
  from: string;
  to: string;
}

/**
 * The ACTIVE actions of a user in an organisation, assigned to them or owned by them: the assignee
 * index (gsi1 `ORG#<org>#ASSIGNEE#<user>`, access pattern 25) and the owner index (gsi4
 * `ORG#<org>#OWNER#<user>`) read side by side, one Query each, an action in both counted once;
 * soonest due first and undated last. With a due window, only the sort-key range
 * `DUE#<from>`..`DUE#<to>~` of each. Archived and deleted actions keep their index entries, so they
 * are left out here.
 */
export async function assignedActions(
  organisationId: string,
  userId: string,
  window?: DueWindow,
): Promise<DashboardActionItem[]> {
  // Both indexes share the sort key (`dueKey`, `actionId`), so one reader serves either.
  const read = async (query: ActionQuery) =>
    (await storedActionsOf(
      window ? query.between({ dueKey: window.from }, { dueKey: `${window.to}~` }) : query,
      dashboardAttributes,
    )) as DashboardActionItem[];
  const [assigned, owned] = await Promise.all([
    read(actionQueries.byAssignee({ organisationId, assigneeKey: userId })),
    read(actionQueries.byOwner({ organisationId, ownerKey: userId })),
  ]);
  const byId = new Map<string, DashboardActionItem>();
  for (const action of [...assigned, ...owned]) byId.set(action.actionId, action);
  return [...byId.values()]
    .filter(
      (action) =>
        action.lifecycleStatus === 'active' &&
        (!window || (action.dueKey !== 'none' && action.dueKey >= window.from && action.dueKey <= window.to)),
    )
    .sort((a, b) => a.dueKey.localeCompare(b.dueKey));
}

/**
 * The ACTIVE actions of an organisation: ONE Query per partition of gsi2 (`ORG#<org>#ACTIONS#open`
 * and `…#closed`, side by side; access pattern 26's index read whole), only the dashboard attributes.
 */
export async function organisationActions(organisationId: string): Promise<DashboardActionItem[]> {
  const read = (openState: 'open' | 'closed') =>
    storedActionsOf(actionQueries.byOpenState({ organisationId, openState }), dashboardAttributes);
  const [open, closed] = await Promise.all([read('open'), read('closed')]);
  return ([...open, ...closed] as DashboardActionItem[]).filter(
    (action) => action.lifecycleStatus === 'active',
  );
}
