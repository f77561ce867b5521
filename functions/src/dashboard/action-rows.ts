import { EMPTY_DATE, isEmptyDate } from '@tandem/shared/core/dates';
import { shownRag } from '@tandem/shared/dashboard/action-figures';
import type { DashboardAction, DashboardActionsQuery } from '@tandem/shared/dashboard/schemas';
import type { DashboardActionItem } from './assigned-actions';
import type { ProjectEntry } from './project-directory';

const fullName = (first?: string, last?: string) => `${first ?? ''} ${last ?? ''}`.trim() || null;

/** An action as the dashboard lists answer it (spec §3 names: actualEndDate is the current end date). */
export function toDashboardAction(action: DashboardActionItem, project: ProjectEntry): DashboardAction {
  return {
    id: action.actionId,
    organisationId: action.organisationId,
    projectId: action.projectId,
    projectName: project.projectName,
    programmeName: project.programmeName,
    refNumber: action.refNumber,
    name: action.name,
    ragStatus: action.ragStatus,
    progressStatus: action.progressStatus,
    actualEndDate: action.endDate || EMPTY_DATE,
    actionType: action.actionTypeName ?? null,
    ownerName: fullName(action.ownerFirstName, action.ownerLastName),
    assignedToName: action.assignedToName ?? null,
    version: action.version,
  };
}

/** Whether an action passes the list's filters (spec §2: name, refNumber, project, action type, RAG). */
export function matchesFilters(action: DashboardActionItem, query: DashboardActionsQuery): boolean {
  if (query.name && !action.name.toLocaleLowerCase('en-GB').includes(query.name.toLocaleLowerCase('en-GB')))
    return false;
  if (query.refNumber !== undefined && action.refNumber !== query.refNumber) return false;
  if (query.projectId && action.projectId !== query.projectId) return false;
  if (query.actionTypeId && action.actionTypeId !== query.actionTypeId) return false;
  if (query.ragStatus && shownRag(action) !== Number(query.ragStatus)) return false;
  if (query.progressStatus && action.progressStatus !== Number(query.progressStatus)) return false;
  return true;
}

/** ISO dates compare as plain text (a locale collation would put '~' before digits). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Latest due first (spec §9), undated last; equal days by project name and reference. */
export function byDueDescending(a: DashboardAction, b: DashboardAction) {
  return (
    compareText(b.actualEndDate, a.actualEndDate) ||
    a.projectName.localeCompare(b.projectName, 'en-GB') ||
    a.refNumber - b.refNumber
  );
}

const dueOrder = (row: DashboardAction) => (isEmptyDate(row.actualEndDate) ? '~' : row.actualEndDate);

/** Soonest due first (what is due next), undated last; equal days by project name and reference. */
export function bySoonestDue(a: DashboardAction, b: DashboardAction) {
  return (
    compareText(dueOrder(a), dueOrder(b)) ||
    a.projectName.localeCompare(b.projectName, 'en-GB') ||
    a.refNumber - b.refNumber
  );
}
