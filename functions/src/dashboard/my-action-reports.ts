import { ProgressStatus } from '@tandem/shared/core/progress-status';
import type { Caller } from '../http/caller';
import { assignedActions } from './assigned-actions';
import { projectDirectory } from './project-directory';
import { can } from '@tandem/shared/permissions/can';

const viewActions = { kind: 'project', area: 'action', access: 'view' } as const;

/** The caller's actions in live projects they may view (the same reads as My Actions, D1). */
async function viewableActions(caller: Caller, organisationId: string) {
  const [actions, directory] = await Promise.all([
    assignedActions(organisationId, caller.userId),
    projectDirectory(organisationId),
  ]);
  return actions.filter(
    (action) =>
      directory.projects.has(action.projectId) &&
      can(caller.permissions, viewActions, { organisationId, projectId: action.projectId }),
  );
}

/** actionsOverTime: the caller's dated actions by due month, open and completed, oldest first. */
export async function actionsOverTime(caller: Caller, organisationId: string) {
  const months = new Map<string, { month: string; open: number; completed: number }>();
  for (const action of await viewableActions(caller, organisationId)) {
    if (action.dueKey === 'none') continue;
    const month = action.dueKey.slice(0, 7);
    const row = months.get(month) ?? { month, open: 0, completed: 0 };
    if (action.progressStatus === ProgressStatus.COMPLETED) row.completed += 1;
    else row.open += 1;
    months.set(month, row);
  }
  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
}

/** actionsByType: the caller's actions per action type (none last), with how many are completed. */
export async function actionsByType(caller: Caller, organisationId: string) {
  const types = new Map<
    string,
    { typeId: string | null; typeName: string | null; total: number; completed: number }
  >();
  for (const action of await viewableActions(caller, organisationId)) {
    const key = action.actionTypeId ?? '';
    const row = types.get(key) ?? {
      typeId: action.actionTypeId ?? null,
      typeName: action.actionTypeName ?? null,
      total: 0,
      completed: 0,
    };
    row.total += 1;
    if (action.progressStatus === ProgressStatus.COMPLETED) row.completed += 1;
    types.set(key, row);
  }
  return [...types.values()].sort(
    (a, b) =>
      Number(a.typeId === null) - Number(b.typeId === null) ||
      (a.typeName ?? '').localeCompare(b.typeName ?? '', 'en-GB'),
  );
}
