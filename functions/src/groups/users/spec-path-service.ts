import { can } from '@tandem/shared/permissions/can';
import { ProjectFlag, hasFlag } from '@tandem/shared/permissions/project-flags';
import { projectStakeholderItemEntity } from '../../data/entities/project-stakeholder-item';
import { projectDirectory } from '../../dashboard/project-directory';
import { requireOwnDashboard } from '../../dashboard/my-actions';
import { memberItems } from '../../entity-kit/member-items';
import type { Caller } from '../../http/caller';
import { getMyProjects } from './service';

const viewStakeholders = { kind: 'project', area: 'stakeholder', access: 'view' } as const;

/**
 * The projects the user was put on the team of (explicit project flags with view), among those they
 * may open: the caller context and one Query of the hierarchy.
 */
export async function getTeamProjects(caller: Caller, userId: string, organisationId: string) {
  requireOwnDashboard(caller, userId, organisationId);
  const granted = caller.permissions[organisationId]!.p;
  return (await getMyProjects(caller, organisationId))
    .filter((project) => hasFlag(granted[project.id] ?? 0, ProjectFlag.PROJECT_VIEW))
    .map((project) => ({ ...project, flags: granted[project.id]! }));
}

/** The caller context's entry for the organisation, in words (no read). */
export function getOrganisationPermissions(caller: Caller, userId: string, organisationId: string) {
  requireOwnDashboard(caller, userId, organisationId);
  const entry = caller.permissions[organisationId]!;
  return {
    organisationId,
    userId: caller.userId,
    permissionScope: entry.s,
    allProjectFlags: entry.a,
    programmeEditIds: [...entry.pe].sort(),
    programmeOwnerIds: [...entry.po].sort(),
    projects: Object.entries(entry.p)
      .map(([projectId, flags]) => ({ projectId, flags }))
      .sort((a, b) => a.projectId.localeCompare(b.projectId)),
  };
}

/**
 * Projects of the relationships the user owns (My Stakeholders' source: ONE Query of the owner index
 * beside the project directory), as pie slices: a project the user may no longer view is left out.
 */
export async function assignedProjectsWithStakeholders(
  caller: Caller,
  userId: string,
  organisationId: string,
) {
  requireOwnDashboard(caller, userId, organisationId);
  const [relationships, directory] = await Promise.all([
    memberItems(projectStakeholderItemEntity, organisationId, caller.userId, []),
    projectDirectory(organisationId),
  ]);
  const counts = new Map<string, number>();
  for (const { projectId } of relationships) {
    if (!directory.projects.has(projectId)) continue;
    if (!can(caller.permissions, viewStakeholders, { organisationId, projectId })) continue;
    counts.set(projectId, (counts.get(projectId) ?? 0) + 1);
  }
  return [...counts]
    .map(([projectId, value]) => ({
      id: projectId,
      label: directory.projects.get(projectId)!.projectName,
      value,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}
