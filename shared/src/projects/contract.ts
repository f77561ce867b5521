// The projects endpoint group's contract entries (see shared/src/contract/define-endpoint.ts).
import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import type { Permission } from '../contract/permission';
import { listQueryShape } from '../core/list-query-schema';
import { idSchema } from '../core/id-schema';
import { pagedSchema } from '../lists/paged';
import { historyEntrySchema } from '../organisations/schemas';
import { OrgScope } from '../permissions/org-scope';
import {
  copiedProjectSchema,
  copyProjectBody,
  createProgrammeBody,
  createProjectBody,
  createProjectPermissionBody,
  inheritedUserSchema,
  milestoneItem,
  orderedPhaseItem,
  phaseItem,
  programmeDetailSchema,
  programmeFilterKeys,
  programmeSchema,
  programmeSortKeys,
  projectFilterKeys,
  historyKindSegment,
  projectPermissionSchema,
  projectSchema,
  projectSortKeys,
  projectTeamUserSchema,
  settingsListBody,
  settingsListResponse,
  updateProgrammeBody,
  updateProjectBody,
} from './schemas';

const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;
const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;
const projectView = { kind: 'project', area: 'project', access: 'view' } as const;
const projectEdit = { kind: 'project', area: 'project', access: 'edit' } as const;
const managePermissions = { kind: 'project', area: 'project', access: 'managePermissions' } as const;

const org = '/api/v1/organisations/{organisationId}';
const programmes = `${org}/programmes`;
const projects = `${org}/projects`;
const organisationParams = z.strictObject({ organisationId: idSchema });
const programmeParams = z.strictObject({ organisationId: idSchema, programmeId: idSchema });
const projectParams = z.strictObject({ organisationId: idSchema, projectId: idSchema });

/** GET and PUT of one settings sub-list (milestones, phases) of a programme or project. */
function settingsListEndpoints<T extends z.ZodObject, P extends z.ZodType>(options: {
  path: string;
  params: P;
  what: string;
  item: T;
  /** The item as sent, when it has rules across its fields (defaults to `item`). */
  sentItem?: T;
  read: Permission;
  write: Permission;
}) {
  return {
    get: defineEndpoint({
      method: 'GET',
      path: options.path,
      group: 'projects',
      summary: `The ${options.what}`,
      permission: options.read,
      params: options.params,
      response: settingsListResponse(options.item),
    }),
    put: defineEndpoint({
      method: 'PUT',
      path: options.path,
      group: 'projects',
      summary: `Replace the ${options.what} (conditional on the version seen)`,
      permission: options.write,
      params: options.params,
      body: settingsListBody(options.sentItem ?? options.item),
      response: settingsListResponse(options.item),
    }),
  };
}

const programmeMilestones = settingsListEndpoints({
  path: `${programmes}/{programmeId}/milestones`,
  params: programmeParams,
  what: 'milestones of a programme',
  item: milestoneItem,
  read: reader,
  write: { kind: 'programme', access: 'edit' },
});
const projectMilestones = settingsListEndpoints({
  path: `${projects}/{projectId}/milestones`,
  params: projectParams,
  what: 'milestones of a project',
  item: milestoneItem,
  read: projectView,
  write: projectEdit,
});
const projectPhases = settingsListEndpoints({
  path: `${projects}/{projectId}/phases`,
  params: projectParams,
  what: 'phases of a project',
  item: phaseItem,
  sentItem: orderedPhaseItem,
  read: projectView,
  write: projectEdit,
});

export const projectEndpoints = {
  listProgrammes: defineEndpoint({
    method: 'GET',
    path: programmes,
    group: 'projects',
    summary: 'Programmes of the organisation, paged',
    permission: reader,
    params: organisationParams,
    query: z.strictObject(listQueryShape({ sortKeys: programmeSortKeys, filterKeys: programmeFilterKeys })),
    response: pagedSchema(programmeSchema),
  }),
  createProgramme: defineEndpoint({
    method: 'POST',
    path: programmes,
    group: 'projects',
    summary: 'Create a programme (owners+)',
    permission: owner,
    params: organisationParams,
    body: createProgrammeBody,
    response: programmeSchema,
    successStatus: 201,
  }),
  getProgramme: defineEndpoint({
    method: 'GET',
    path: `${programmes}/{programmeId}`,
    group: 'projects',
    summary: 'A programme with its projects',
    permission: reader,
    params: programmeParams,
    response: programmeDetailSchema,
  }),
  updateProgramme: defineEndpoint({
    method: 'PUT',
    path: `${programmes}/{programmeId}`,
    group: 'projects',
    summary: 'Rename or describe a programme (programme edit or owner claim; owners+)',
    permission: { kind: 'programme', access: 'edit' },
    params: programmeParams,
    body: updateProgrammeBody,
    response: programmeSchema,
  }),
  deleteProgramme: defineEndpoint({
    method: 'DELETE',
    path: `${programmes}/{programmeId}`,
    group: 'projects',
    summary: 'Delete a programme that has no projects left (programme owner claim; owners+)',
    permission: { kind: 'programme', access: 'owner' },
    params: programmeParams,
    response: z.object({ id: z.string() }),
  }),
  getProgrammeMilestones: programmeMilestones.get,
  updateProgrammeMilestones: programmeMilestones.put,
  listProjects: defineEndpoint({
    method: 'GET',
    path: projects,
    group: 'projects',
    summary: 'Projects of the organisation the caller may view, paged (deleted ones never)',
    permission: reader,
    params: organisationParams,
    query: z.strictObject(listQueryShape({ sortKeys: projectSortKeys, filterKeys: projectFilterKeys })),
    response: pagedSchema(projectSchema),
  }),
  createProject: defineEndpoint({
    method: 'POST',
    path: projects,
    group: 'projects',
    summary: 'Create a project in a programme or standalone (owners+)',
    permission: owner,
    params: organisationParams,
    body: createProjectBody,
    response: projectSchema,
    successStatus: 201,
  }),
  getProject: defineEndpoint({
    method: 'GET',
    path: `${projects}/{projectId}`,
    group: 'projects',
    summary: 'A project',
    permission: projectView,
    params: projectParams,
    response: projectSchema,
  }),
  updateProject: defineEndpoint({
    method: 'PUT',
    path: `${projects}/{projectId}`,
    group: 'projects',
    summary: 'Change a project’s name, description, programme or archive it (project edit)',
    permission: projectEdit,
    params: projectParams,
    body: updateProjectBody,
    response: projectSchema,
  }),
  deleteProject: defineEndpoint({
    method: 'DELETE',
    path: `${projects}/{projectId}`,
    group: 'projects',
    summary: 'Soft-delete a project (lifecycle deleted; owners+)',
    permission: owner,
    params: projectParams,
    response: projectSchema,
  }),
  copyProject: defineEndpoint({
    method: 'POST',
    path: `${projects}/{projectId}/copy`,
    group: 'projects',
    summary:
      'Copy a project with the chosen settings lists and actions; says how many of each were copied (owners+)',
    permission: owner,
    params: projectParams,
    body: copyProjectBody,
    response: copiedProjectSchema,
    successStatus: 201,
  }),
  getProjectMilestones: projectMilestones.get,
  updateProjectMilestones: projectMilestones.put,
  getProjectPhases: projectPhases.get,
  updateProjectPhases: projectPhases.put,
  getProjectHistory: defineEndpoint({
    method: 'GET',
    path: `${projects}/{projectId}/{kind}/{entityId}/history`,
    group: 'projects',
    summary: 'History of the project or one of its entities, newest first',
    permission: projectView,
    params: z.strictObject({
      organisationId: idSchema,
      projectId: idSchema,
      kind: historyKindSegment,
      entityId: idSchema,
    }),
    response: z.array(historyEntrySchema),
  }),
  listProjectPermissions: defineEndpoint({
    method: 'GET',
    path: `${projects}/{projectId}/permissions`,
    group: 'projects',
    summary: 'Users with explicit rights on the project',
    permission: managePermissions,
    params: projectParams,
    response: z.array(projectPermissionSchema),
  }),
  createProjectPermission: defineEndpoint({
    method: 'POST',
    path: `${projects}/{projectId}/permissions/create`,
    group: 'projects',
    summary: 'Grant (or replace) a member’s rights on the project',
    permission: managePermissions,
    params: projectParams,
    body: createProjectPermissionBody,
    response: projectPermissionSchema,
    successStatus: 201,
  }),
  deleteProjectPermission: defineEndpoint({
    method: 'DELETE',
    path: `${projects}/{projectId}/permissions/{userId}`,
    group: 'projects',
    summary: 'Remove a member’s explicit rights on the project',
    permission: managePermissions,
    params: z.strictObject({ organisationId: idSchema, projectId: idSchema, userId: idSchema }),
    response: z.object({ userId: z.string() }),
  }),
  listInheritedUsers: defineEndpoint({
    method: 'GET',
    path: `${projects}/{projectId}/inherited-users`,
    group: 'projects',
    summary: 'Users who see the project through their organisation scope',
    permission: managePermissions,
    params: projectParams,
    response: z.array(inheritedUserSchema),
  }),
  listAssignableUsers: defineEndpoint({
    method: 'GET',
    path: `${org}/users/projects/{projectId}`,
    group: 'projects',
    summary: 'Members who could be given rights on the project (their organisation scope does not give all)',
    permission: managePermissions,
    params: projectParams,
    response: z.array(projectPermissionSchema),
  }),
  listOrphanProjects: defineEndpoint({
    method: 'GET',
    path: `${org}/orphan-projects`,
    group: 'projects',
    summary: 'Standalone projects (no programme) the caller may view, by name',
    permission: reader,
    params: organisationParams,
    response: z.array(projectSchema),
  }),
  listProgrammeProjects: defineEndpoint({
    method: 'GET',
    path: `${projects}/programme/{programmeId}`,
    group: 'projects',
    summary: 'Projects of a programme the caller may view, by name',
    permission: reader,
    params: programmeParams,
    response: z.array(projectSchema),
  }),
  listProjectTeamUsers: defineEndpoint({
    method: 'GET',
    path: `${projects}/{projectId}/project-team-users-simple`,
    group: 'projects',
    summary: 'People who can see the project (assignee and owner pickers; editors only)',
    permission: projectEdit,
    params: projectParams,
    response: z.array(projectTeamUserSchema),
  }),
};
