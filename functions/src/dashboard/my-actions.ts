import { addCalendarDays, toIsoDate } from '@tandem/shared/core/calendar-date';
import { isOpenAction } from '@tandem/shared/actions/action-rules';
import { actionFigures, shownRag } from '@tandem/shared/dashboard/action-figures';
import {
  DASHBOARD_ACTIONS_PAGE_SIZE,
  DASHBOARD_LIST_PAGE_SIZE,
  NO_ACCESS_PROJECTS_ID,
  UPCOMING_DAYS,
} from '@tandem/shared/dashboard/limits';
import {
  dashboardProgressValues,
  dashboardRagValues,
  type DashboardActionsQuery,
} from '@tandem/shared/dashboard/schemas';
import { can } from '@tandem/shared/permissions/can';
import type { Caller } from '../http/caller';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { assignedActions, type DashboardActionItem, type DueWindow } from './assigned-actions';
import { byDueDescending, bySoonestDue, matchesFilters, toDashboardAction } from './action-rows';
import { pageOf } from './page-of';
import { projectDirectory, type ProjectEntry } from './project-directory';

const viewActions = { kind: 'project', area: 'action', access: 'view' } as const;

/** Label of the slice of projects the user may not view; the web shows its own phrase for the id. */
const noAccessLabel = 'Projects with no access';

/**
 * A dashboard shows only the signed-in user's own items (spec §6): `{userId}` is `me` or the caller's
 * own id (403 otherwise), and the organisation of the query must be one of the caller's (404, as for
 * an organisation in a path: no existence leak).
 */
export function requireOwnDashboard(caller: Caller, userId: string, organisationId: string) {
  if (userId !== 'me' && userId !== caller.userId)
    throw forbidden('You may read only your own dashboard: use your own user id or me.');
  if (!caller.permissions[organisationId]) throw notFound('The organisation (query.organisationId)');
}

const today = () => toIsoDate(new Date())!;
export const overdueWindow = (): DueWindow => ({ from: '0000-00-00', to: addCalendarDays(today(), -1)! });
export const upcomingWindow = (): DueWindow => ({
  from: today(),
  to: addCalendarDays(today(), UPCOMING_DAYS)!,
});

const inWindow = (action: DashboardActionItem, window: DueWindow) =>
  action.dueKey !== 'none' && action.dueKey >= window.from && action.dueKey <= window.to;

/** The caller's active assigned actions in live projects, each with its project and whether it may be viewed. */
async function myActions(caller: Caller, organisationId: string, window?: DueWindow) {
  const [actions, directory] = await Promise.all([
    assignedActions(organisationId, caller.userId, window),
    projectDirectory(organisationId),
  ]);
  return actions.flatMap((action) => {
    const project = directory.projects.get(action.projectId);
    if (!project) return [];
    const canView = can(caller.permissions, viewActions, { organisationId, projectId: action.projectId });
    return [{ action, project, canView }];
  });
}

type MyAction = Awaited<ReturnType<typeof myActions>>[number];

/** Per project figures; projects the user may not view are one row (spec §9 'Projects with no access'). */
function byProject(rows: MyAction[]) {
  const groups = new Map<string, { project: ProjectEntry | null; actions: DashboardActionItem[] }>();
  for (const { action, project, canView } of rows) {
    const key = canView ? project.projectId : NO_ACCESS_PROJECTS_ID;
    const group = groups.get(key) ?? { project: canView ? project : null, actions: [] };
    group.actions.push(action);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, { project, actions }]) => ({
      projectId: key,
      projectName: project?.projectName ?? noAccessLabel,
      programmeName: project?.programmeName ?? null,
      canView: project !== null,
      ...actionFigures(actions),
    }))
    .sort(
      (a, b) => Number(b.canView) - Number(a.canView) || a.projectName.localeCompare(b.projectName, 'en-GB'),
    );
}

/**
 * My Actions: the figures of every active action assigned to the caller (numbers only, so also
 * actions of projects the caller may no longer view), per project, and how many of the actions the
 * caller may open are overdue and upcoming (the sizes of those lists). One gsi1 Query.
 */
export async function getAssignedProjectsWithActions(caller: Caller, userId: string, organisationId: string) {
  requireOwnDashboard(caller, userId, organisationId);
  const rows = await myActions(caller, organisationId);
  const open = rows.filter((row) => row.canView && isOpenAction(row.action));
  const overdue = overdueWindow();
  const upcoming = upcomingWindow();
  return {
    ...actionFigures(rows.map((row) => row.action)),
    overdue: open.filter((row) => inWindow(row.action, overdue)).length,
    upcoming: open.filter((row) => inWindow(row.action, upcoming)).length,
    projects: byProject(rows),
  };
}

/** The drill-down (spec §2): a pie of the projects holding the caller's actions of one status. */
export async function projectSlicesOf(
  caller: Caller,
  userId: string,
  organisationId: string,
  matches: (action: DashboardActionItem) => boolean,
) {
  requireOwnDashboard(caller, userId, organisationId);
  const rows = (await myActions(caller, organisationId)).filter((row) => matches(row.action));
  return byProject(rows).map((project) => ({
    id: project.projectId,
    label: project.projectName,
    value: project.total,
  }));
}

/** The drill-down's RAG filter; a value outside the dashboard's RAG values is a 400 naming it. */
export function byRagStatus(ragStatus: string) {
  if (!(dashboardRagValues as readonly string[]).includes(ragStatus))
    throw badRequest('params.ragStatus', `params.ragStatus must be one of ${dashboardRagValues.join(', ')}`);
  return (action: DashboardActionItem) => shownRag(action) === Number(ragStatus);
}

export function byProgressStatus(progressStatus: string) {
  if (!(dashboardProgressValues as readonly string[]).includes(progressStatus))
    throw badRequest(
      'params.progressStatus',
      `params.progressStatus must be one of ${dashboardProgressValues.join(', ')}`,
    );
  return (action: DashboardActionItem) => action.progressStatus === Number(progressStatus);
}

type ListKind = 'all' | 'overdue' | 'upcoming';

/**
 * A list of the caller's own actions in projects the caller may view: all of them (soonest due
 * first), or the open ones overdue or due in the next days (latest due first, spec §9). Overdue and
 * upcoming read only their due range of gsi1.
 */
export async function listMyActions(
  caller: Caller,
  organisationId: string,
  kind: ListKind,
  query: DashboardActionsQuery,
) {
  const window = kind === 'overdue' ? overdueWindow() : kind === 'upcoming' ? upcomingWindow() : undefined;
  const rows = (await myActions(caller, organisationId, window))
    .filter((row) => row.canView && (kind === 'all' || isOpenAction(row.action)))
    .filter((row) => matchesFilters(row.action, query))
    .map((row) => toDashboardAction(row.action, row.project));
  return pageOf(
    rows.sort(kind === 'all' ? bySoonestDue : byDueDescending),
    query,
    kind === 'all' ? DASHBOARD_LIST_PAGE_SIZE : DASHBOARD_ACTIONS_PAGE_SIZE,
  );
}
