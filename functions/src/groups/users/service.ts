import { can } from '@tandem/shared/permissions/can';
import { callerOrganisations } from '../../auth/caller-organisations';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/http-error';
import { data } from '../../data/service';
import { recentProjectsEntity } from '../../data/entities/recent-projects';
import { projectEntity } from '../../data/entities/project';
import { toUserResponse } from '../../auth/user-response';

/** How many recent projects the top bar keeps per organisation. */
export const recentProjectLimit = 10;

const viewProject = { kind: 'project', area: 'project', access: 'view' } as const;

export function getMe(caller: Caller) {
  if (!caller.user) throw notFound('Your user record');
  return toUserResponse(caller.user);
}

export const getMyOrganisations = callerOrganisations;

/** Projects the caller may open, with their programme: one Query of the organisation's hierarchy. */
export async function getMyProjects(caller: Caller, organisationId: string) {
  return projectsOfHierarchy(caller, organisationId, await organisationHierarchy(organisationId));
}

/** The organisation's programmes and projects in one Query (the picker's and the boot call's source). */
export const organisationHierarchy = async (organisationId: string) =>
  (await data.collections.hierarchy({ organisationId }).go({ pages: 'all' })).data;

export function projectsOfHierarchy(
  caller: Caller,
  organisationId: string,
  hierarchy: Awaited<ReturnType<typeof organisationHierarchy>>,
) {
  const programmeNames = new Map(
    hierarchy.programme.map((programme) => [programme.programmeId, programme.name]),
  );
  return hierarchy.project
    .filter((project) => project.lifecycleStatus === 'active')
    .filter((project) =>
      can(caller.permissions, viewProject, { organisationId, projectId: project.projectId }),
    )
    .map((project) => {
      const programmeId = programmeNames.has(project.parentId) ? project.parentId : null;
      return {
        id: project.projectId,
        name: project.name,
        organisationId,
        programmeId,
        programmeName: programmeId ? (programmeNames.get(programmeId) ?? null) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The caller's recently opened projects that are still active (an archived or deleted one leaves the
 * list, issue 37 item 14) and that they may still open. The statuses come from the hierarchy Query
 * (the boot call passes the one it has read).
 */
export async function getRecentProjects(
  caller: Caller,
  organisationId: string,
  hierarchy?: Promise<Awaited<ReturnType<typeof organisationHierarchy>>>,
) {
  const [{ data: recent }, { project: projects }] = await Promise.all([
    recentProjectsEntity.get({ userId: caller.userId, organisationId }).go(),
    hierarchy ?? organisationHierarchy(organisationId),
  ]);
  const active = new Set(
    projects.filter((project) => project.lifecycleStatus === 'active').map((project) => project.projectId),
  );
  return (recent?.projects ?? [])
    .filter((project) => active.has(project.projectId))
    .filter((project) =>
      can(caller.permissions, viewProject, { organisationId, projectId: project.projectId }),
    )
    .map((project) => ({ ...project, organisationId }));
}

export async function addRecentProject(caller: Caller, organisationId: string, projectId: string) {
  const { data: project } = await projectEntity.get({ organisationId, projectId }).go();
  if (!project || !can(caller.permissions, viewProject, { organisationId, projectId }))
    throw notFound('The project');
  const { data: recent } = await recentProjectsEntity.get({ userId: caller.userId, organisationId }).go();
  const projects = [
    { projectId, name: project.name, viewedAt: new Date().toISOString() },
    ...(recent?.projects ?? []).filter((entry) => entry.projectId !== projectId),
  ].slice(0, recentProjectLimit);
  await recentProjectsEntity.put({ userId: caller.userId, organisationId, projects }).go();
  return projects.map((entry) => ({ ...entry, organisationId }));
}
