import { organisationWideProjectFlags } from '@tandem/shared/permissions/organisation-permissions';
import { ProjectFlag, allProjectFlags, hasFlag } from '@tandem/shared/permissions/project-flags';
import { normaliseProjectFlags } from '@tandem/shared/projects/project-permission-flags';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/http-error';
import { commitWithHistory, historyItems } from '../../data/versioned-write';
import { bumpClaimsVersion, getMember, listMembers, projectFlagsMap, type Member } from '../../data/members';
import { requireProject } from './hierarchy';
import { projectTarget } from './service';

const toPermission = (member: Member, flags: number) => ({
  userId: member.userId,
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email,
  permissionScope: member.scope,
  flags,
});

const byName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);

/** Members with explicit rights on the project: one Query of the organisation's members. */
export async function listProjectPermissions(organisationId: string, projectId: string) {
  await requireProject(organisationId, projectId);
  return (await listMembers(organisationId))
    .filter((member) => (projectFlagsMap(member)[projectId] ?? 0) > 0)
    .map((member) => toPermission(member, projectFlagsMap(member)[projectId]!))
    .sort(byName);
}

async function setProjectFlags(
  caller: Caller,
  organisationId: string,
  projectId: string,
  member: Member,
  flags: number,
) {
  const project = await requireProject(organisationId, projectId);
  const map = { ...projectFlagsMap(member) };
  const old = map[projectId] ?? 0;
  if (flags === 0) delete map[projectId];
  else map[projectId] = flags;
  await commitWithHistory({
    writes: (entities) => [
      entities.membership
        .patch({ organisationId, userId: member.userId })
        .set({ projectFlags: map, modifiedBy: caller.userId })
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, member.version))
        .commit(),
      // Every Lambda drops the user's cached rights on the next request.
      bumpClaimsVersion(entities, member.userId),
    ],
    history: historyItems(
      projectTarget(organisationId, projectId),
      { userId: caller.userId },
      [{ field: `permissions.${member.userId}`, oldValue: old, newValue: flags }],
      project.version,
    ),
  });
}

/** Grants (or replaces) a member's flags on the project; edit implies view (normaliseProjectFlags). */
export async function createProjectPermission(
  caller: Caller,
  organisationId: string,
  projectId: string,
  input: { userId: string; flags: number },
) {
  const member = await getMember(organisationId, input.userId);
  if (!member) throw notFound('The member (body.userId)');
  const flags = normaliseProjectFlags(input.flags);
  await setProjectFlags(caller, organisationId, projectId, member, flags);
  return toPermission(member, flags);
}

export async function deleteProjectPermission(
  caller: Caller,
  organisationId: string,
  projectId: string,
  userId: string,
) {
  const member = await getMember(organisationId, userId);
  if (!member || !projectFlagsMap(member)[projectId])
    throw notFound('The project permission (params.userId)');
  await setProjectFlags(caller, organisationId, projectId, member, 0);
  return { userId };
}

/** Members whose organisation scope alone gives them rights on every project (readers, owners, admins). */
export async function listInheritedUsers(organisationId: string, projectId: string) {
  await requireProject(organisationId, projectId);
  return (await listMembers(organisationId))
    .map((member) => ({ member, flags: organisationWideProjectFlags(member.scope) }))
    .filter(({ flags }) => flags > 0)
    .map(({ member, flags }) => ({ ...toPermission(member, flags), source: 'organisation' as const }))
    .sort(byName);
}

/** Everyone who can see the project, for owner and assignee pickers. */
export async function listProjectTeamUsers(organisationId: string, projectId: string) {
  await requireProject(organisationId, projectId);
  return (await listMembers(organisationId))
    .filter((member) =>
      hasFlag(
        organisationWideProjectFlags(member.scope) | (projectFlagsMap(member)[projectId] ?? 0),
        ProjectFlag.PROJECT_VIEW,
      ),
    )
    .map((member) => ({
      id: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
    }))
    .sort(byName);
}

/**
 * Everyone who can see the project with their effective flags (organisation scope OR explicit ones), by
 * name: one Query of the members, as the team users list.
 */
export async function listProjectTeamUserAuthorisation(organisationId: string, projectId: string) {
  await requireProject(organisationId, projectId);
  return (await listMembers(organisationId))
    .map((member) => {
      const organisationFlags = organisationWideProjectFlags(member.scope);
      const projectFlags = projectFlagsMap(member)[projectId] ?? 0;
      return { member, organisationFlags, projectFlags, flags: organisationFlags | projectFlags };
    })
    .filter(({ flags }) => hasFlag(flags, ProjectFlag.PROJECT_VIEW))
    .map(({ member, organisationFlags, projectFlags, flags }) => ({
      ...toPermission(member, flags),
      organisationFlags,
      projectFlags,
    }))
    .sort(byName);
}

/**
 * Members who could be given rights on the project: everyone whose organisation scope does not already
 * give every project right (owners and admins have all), with their current explicit flags.
 */
export async function listAssignableUsers(organisationId: string, projectId: string) {
  await requireProject(organisationId, projectId);
  return (await listMembers(organisationId))
    .filter((member) => organisationWideProjectFlags(member.scope) !== allProjectFlags)
    .map((member) => toPermission(member, projectFlagsMap(member)[projectId] ?? 0))
    .sort(byName);
}
