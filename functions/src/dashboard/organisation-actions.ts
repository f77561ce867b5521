import { actionFigures } from '@tandem/shared/dashboard/action-figures';
import { can } from '@tandem/shared/permissions/can';
import type { Caller } from '../http/caller';
import { notFound } from '../http/http-error';
import { organisationActions, type DashboardActionItem } from './assigned-actions';
import { projectDirectory } from './project-directory';

const viewActions = { kind: 'project', area: 'action', access: 'view' } as const;

/**
 * The organisation dashboard's actions summary (spec §7 `{id}/actions?programmeId`): the figures of
 * the active actions in the live projects whose actions the caller may view, optionally of one
 * programme, with one row per such project (also those without actions). Two reads side by side: the
 * programmes and projects (pattern 16) and the organisation's actions (gsi2, pattern 26's index).
 */
export async function getOrganisationActions(caller: Caller, organisationId: string, programmeId?: string) {
  const [directory, actions] = await Promise.all([
    projectDirectory(organisationId),
    organisationActions(organisationId),
  ]);
  if (programmeId && !directory.programmes.has(programmeId))
    throw notFound('The programme (query.programmeId)');
  const inScope = [...directory.projects.values()].filter(
    (project) =>
      (!programmeId || project.programmeId === programmeId) &&
      can(caller.permissions, viewActions, { organisationId, projectId: project.projectId }),
  );
  const byProject = new Map<string, DashboardActionItem[]>(inScope.map((project) => [project.projectId, []]));
  for (const action of actions) byProject.get(action.projectId)?.push(action);
  return {
    programmeId: programmeId ?? null,
    ...actionFigures([...byProject.values()].flat()),
    projects: inScope
      .map((project) => ({
        projectId: project.projectId,
        projectName: project.projectName,
        programmeName: project.programmeName,
        canView: true,
        ...actionFigures(byProject.get(project.projectId) ?? []),
      }))
      .sort((a, b) => a.projectName.localeCompare(b.projectName, 'en-GB')),
  };
}
