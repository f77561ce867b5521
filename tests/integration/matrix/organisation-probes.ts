import { randomUUID } from 'node:crypto';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import {
  demoPassword,
  demoProgrammes,
  demoProjects,
  demoUsers,
} from '@tandem/infra/local/src/seed/demo-data';
import { jpegBytes } from '../../support/jpeg-bytes';
import { demoFixtures as f, type Probe, type ProbeInput, type Probes } from './probe';

/** Entities bind to the table at import, so they are loaded after setup-env has pointed it. */
const entities = async () => (await import('@tandem/functions/data/service')).data.entities;

/** A fresh programme in organisation A, so destructive probes never touch seeded items. */
export async function freshProgramme() {
  const programmeId = randomUUID();
  await (
    await entities()
  ).programme
    .create({ organisationId: f.organisationId, programmeId, name: 'Probe programme', createdBy: 'probe' })
    .go();
  return programmeId;
}

export async function freshProject(parentId = 'standalone') {
  const projectId = randomUUID();
  await (
    await entities()
  ).project
    .create({
      organisationId: f.organisationId,
      projectId,
      parentId,
      name: 'Probe project',
      createdBy: 'probe',
    })
    .go();
  return projectId;
}

/** A fresh member of organisation A with a local sign-in account (the demo password). */
export async function freshMember(
  options: { scope?: number; projectFlags?: Record<string, number>; organisationId?: string } = {},
) {
  const { user, membership, localAccount } = await entities();
  const { hashPassword } = await import('@tandem/functions/auth/password-hash');
  const userId = randomUUID();
  const email = `probe-${userId}@demo.test`;
  const names = { firstName: 'Pat', lastName: `Probe ${userId.slice(0, 8)}` };
  await user.create({ userId, sub: userId, email, ...names, eulaSignedVersion: 2 }).go();
  await localAccount.create({ email, userId, ...names, passwordHash: await hashPassword(demoPassword) }).go();
  await membership
    .create({
      organisationId: options.organisationId ?? f.organisationId,
      userId,
      email,
      ...names,
      scope: options.scope ?? OrgScope.READER,
      projectFlags: options.projectFlags ?? {},
      createdBy: 'probe',
    })
    .go();
  return { userId, email };
}

const seeded = new Set([
  ...demoProgrammes.map((programme) => programme.programmeId),
  ...demoProjects.map((project) => project.projectId),
  ...demoUsers.map((user) => user.userId),
]);

/**
 * Puts organisation A's hierarchy back to the seeded demo world: programmes, projects and members that
 * probes or tests added are deleted for good (other tests count the seeded ones). Runs before every
 * probe of this file, so the last one of the matrix and of the cross-tenant run leaves A clean, and
 * never between a probe's "before" and "after" fingerprint.
 */
export async function sweepProbeLeftovers() {
  const { data } = await import('@tandem/functions/data/service');
  const { data: hierarchy } = await data.collections
    .hierarchy({ organisationId: f.organisationId })
    .go({ pages: 'all' });
  const organisationId = f.organisationId;
  await Promise.all([
    ...hierarchy.programme
      .filter((item) => !seeded.has(item.programmeId))
      .map((item) => data.entities.programme.delete({ organisationId, programmeId: item.programmeId }).go()),
    ...hierarchy.project
      .filter((item) => !seeded.has(item.projectId))
      .map((item) => data.entities.project.delete({ organisationId, projectId: item.projectId }).go()),
    ...hierarchy.membership
      .filter((item) => !seeded.has(item.userId))
      .map((item) => data.entities.membership.delete({ organisationId, userId: item.userId }).go()),
  ]);
}

/** A probe that first sweeps what earlier calls left in organisation A. */
const swept = (input: () => ProbeInput | Promise<ProbeInput>): Probe => ({
  prepare: async () => {
    await sweepProbeLeftovers();
    return input();
  },
});

const milestone = { name: 'Go live', deadline: '2027-01-31', milestoneType: 1 };

export const organisationProbes: Probes<
  | 'listOrganisations'
  | 'createOrganisation'
  | 'listOrganisationUsers'
  | 'addOrganisationUser'
  | 'getOrganisationUser'
  | 'updateOrganisationUser'
  | 'removeOrganisationUser'
  | 'updateOrganisationUserPermissions'
  | 'resetOrganisationUserPassword'
  | 'deleteOrganisationUserCache'
  | 'getOrganisationHistory'
  | 'exportOrganisationUsers'
  | 'searchUserByEmail'
  | 'getMyProfile'
  | 'updateMyProfile'
  | 'changePassword'
  | 'validateCurrentPassword'
  | 'uploadProfileImage'
  | 'deleteProfileImage'
  | 'getProfileImage'
> = {
  listOrganisations: swept(() => ({})),
  createOrganisation: swept(() => ({
    body: { organisationId: f.organisationId, name: 'Probe organisation' },
  })),
  listOrganisationUsers: swept(() => ({
    params: { organisationId: f.organisationId },
    query: { sorts: 'lastName' },
  })),
  addOrganisationUser: swept(async () => ({
    params: { organisationId: f.organisationId },
    body: {
      email: `invited-${randomUUID()}@demo.test`,
      firstName: 'Ivy',
      lastName: 'Invited',
      permissionScope: OrgScope.READER,
    },
  })),
  getOrganisationUser: { params: { organisationId: f.organisationId, userId: f.userId('reader') } },
  updateOrganisationUser: swept(async () => ({
    params: { organisationId: f.organisationId, userId: (await freshMember()).userId },
    body: { permissionScope: OrgScope.CONTRIBUTOR },
  })),
  removeOrganisationUser: swept(async () => ({
    params: { organisationId: f.organisationId, userId: (await freshMember()).userId },
  })),
  updateOrganisationUserPermissions: swept(async () => ({
    params: { organisationId: f.organisationId, userId: (await freshMember()).userId },
    body: { permissionScope: OrgScope.CONTRIBUTOR },
  })),
  resetOrganisationUserPassword: swept(async () => ({
    params: { organisationId: f.organisationId, userId: (await freshMember()).userId },
  })),
  deleteOrganisationUserCache: swept(async () => ({
    params: { organisationId: f.organisationId, userId: (await freshMember()).userId },
  })),
  getOrganisationHistory: swept(() => ({
    params: { organisationId: f.organisationId, kind: 'programme', entityId: f.programmeId },
  })),
  exportOrganisationUsers: swept(() => ({
    params: { organisationId: f.organisationId },
    query: { columns: 'firstName,email' },
  })),
  searchUserByEmail: swept(() => ({ body: { organisationId: f.organisationId, email: 'reader@demo.test' } })),
  getMyProfile: swept(() => ({})),
  // An empty change: the demo users keep their names.
  updateMyProfile: swept(() => ({ body: {} })),
  // The same password again: the demo users keep theirs, and the current-password check still runs.
  changePassword: swept(() => ({ body: { currentPassword: demoPassword, newPassword: demoPassword } })),
  validateCurrentPassword: swept(() => ({ body: { currentPassword: demoPassword } })),
  // Each caller sets their own image; the demo users lose it again afterwards.
  uploadProfileImage: {
    prepare: async () => ({ body: { imageBase64: jpegBytes().toString('base64') } }),
    cleanup: clearDemoProfileImages,
  },
  deleteProfileImage: {},
  // multi@ is in both organisations, so every signed-in demo user shares one with them.
  getProfileImage: {
    prepare: async () => {
      const { api } = await import('../api');
      const { bearer } = await import('../sessions');
      const uploaded = await api('PUT', '/api/v1/users/me/profile-image', {
        headers: await bearer('multi'),
        body: JSON.stringify({ imageBase64: jpegBytes().toString('base64') }),
      });
      if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.status}`);
      return { params: { userId: f.userId('multi') } };
    },
    cleanup: clearDemoProfileImages,
  },
};

/** Removes profile images the probes gave demo users (other tests expect none). */
export async function clearDemoProfileImages() {
  const { user } = await entities();
  await Promise.all(
    demoUsers.map((demo) => user.patch({ userId: demo.userId }).remove(['profileImageUrl']).go()),
  );
}

const project = (projectId: string) => ({ organisationId: f.organisationId, projectId });
const programme = (programmeId: string) => ({ organisationId: f.organisationId, programmeId });

export const projectProbes: Probes<
  | 'listProgrammes'
  | 'createProgramme'
  | 'getProgramme'
  | 'updateProgramme'
  | 'deleteProgramme'
  | 'getProgrammeMilestones'
  | 'updateProgrammeMilestones'
  | 'listProjects'
  | 'createProject'
  | 'getProject'
  | 'updateProject'
  | 'deleteProject'
  | 'copyProject'
  | 'getProjectMilestones'
  | 'updateProjectMilestones'
  | 'getProjectPhases'
  | 'updateProjectPhases'
  | 'getProjectHistory'
  | 'listProjectPermissions'
  | 'createProjectPermission'
  | 'deleteProjectPermission'
  | 'listInheritedUsers'
  | 'listAssignableUsers'
  | 'listOrphanProjects'
  | 'listProgrammeProjects'
  | 'listProjectTeamUsers'
> = {
  listProgrammes: swept(() => ({ params: { organisationId: f.organisationId }, query: { sorts: '-name' } })),
  createProgramme: swept(() => ({
    params: { organisationId: f.organisationId },
    body: { name: 'Probe programme' },
  })),
  getProgramme: swept(() => ({ params: programme(f.programmeId) })),
  updateProgramme: swept(async () => ({
    params: programme(await freshProgramme()),
    body: { description: 'Probed', version: 1 },
  })),
  deleteProgramme: swept(async () => ({ params: programme(await freshProgramme()) })),
  getProgrammeMilestones: swept(() => ({ params: programme(f.programmeId) })),
  updateProgrammeMilestones: swept(async () => ({
    params: programme(await freshProgramme()),
    body: { items: [milestone], version: 0 },
  })),
  listProjects: swept(() => ({
    params: { organisationId: f.organisationId },
    query: { filters: 'lifecycleStatus-eq-active', sorts: 'name' },
  })),
  createProject: swept(() => ({
    params: { organisationId: f.organisationId },
    body: { name: 'Probe project' },
  })),
  getProject: swept(() => ({ params: project(f.projectId) })),
  updateProject: swept(async () => ({
    params: project(await freshProject()),
    body: { description: 'Probed', version: 1 },
  })),
  deleteProject: swept(async () => ({ params: project(await freshProject()) })),
  copyProject: swept(async () => ({ params: project(await freshProject()), body: {} })),
  getProjectMilestones: swept(() => ({ params: project(f.projectId) })),
  updateProjectMilestones: swept(async () => ({
    params: project(await freshProject()),
    body: { items: [milestone], version: 0 },
  })),
  getProjectPhases: swept(() => ({ params: project(f.projectId) })),
  updateProjectPhases: swept(async () => ({
    params: project(await freshProject()),
    body: { items: [{ name: 'Discovery', startDate: '2026-01-05', endDate: '2026-03-31' }], version: 0 },
  })),
  getProjectHistory: swept(() => ({
    params: { ...project(f.projectId), kind: 'project', entityId: f.projectId },
  })),
  listProjectPermissions: swept(() => ({ params: project(f.projectId) })),
  createProjectPermission: swept(async () => ({
    params: project(f.projectId),
    body: {
      userId: (await freshMember({ scope: OrgScope.CONTRIBUTOR })).userId,
      flags: ProjectFlag.ACTION_EDIT,
    },
  })),
  deleteProjectPermission: swept(async () => ({
    params: {
      ...project(f.projectId),
      userId: (
        await freshMember({
          scope: OrgScope.CONTRIBUTOR,
          projectFlags: { [f.projectId]: ProjectFlag.PROJECT_VIEW },
        })
      ).userId,
    },
  })),
  listInheritedUsers: swept(() => ({ params: project(f.projectId) })),
  listAssignableUsers: swept(() => ({ params: project(f.projectId) })),
  listOrphanProjects: swept(() => ({ params: { organisationId: f.organisationId } })),
  listProgrammeProjects: swept(() => ({ params: programme(f.programmeId) })),
  listProjectTeamUsers: swept(() => ({ params: project(f.projectId) })),
};
