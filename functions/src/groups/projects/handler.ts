import { audienceStakeholders } from '@tandem/shared/audiences/audience-stakeholder';
import { audiences } from '@tandem/shared/audiences/audience';
import { pulses } from '@tandem/shared/audiences/pulse';
import { benefits } from '@tandem/shared/benefits/benefit';
import { stakeholderEndpoints } from '@tandem/shared/stakeholders/contract';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { projectEndpoints } from '@tandem/shared/projects/contract';
import { trainingEndpoints } from '@tandem/shared/training/contract';
import { processEndpoints } from '@tandem/shared/processes/contract';
import { impactLinkProjectsEndpoints } from '@tandem/shared/impacts/contract';
import { projectProcesses } from '@tandem/shared/processes/project-process';
import { roleMappings } from '@tandem/shared/processes/role-mapping';
import { projectProcessEntity, roleMappingEntity } from '../../data/entities/processes';
import { benefitEntity } from '../../data/entities/benefit';
import {
  audienceEntity,
  audienceStakeholderEntity,
  projectStakeholderItemEntity,
  pulseEntity,
} from '../../data/entities/stakeholder-entities';
import { entityImplementations } from '../../entity-kit/implementations';
import { createGroupHandler } from '../../http/group-handler';
import * as permissions from './permissions-service';
import * as projects from './service';
import { getSettingsList, replaceSettingsList } from './settings-lists';
import { spiderChartData } from './spider-chart';
import { getLearningDashboard, trainingImplementations } from './training';
import { impactLinkImplementations } from './impact-links';
import { projectTagEndpoints } from '@tandem/shared/projects/project-tags-contract';
import * as projectTags from './project-tags';
import { projectInsightsEndpoints } from '@tandem/shared/projects/insights-contract';
import { getProjectDashboard, getProjectInsights } from './insights';
import { projectUserEndpoints } from '@tandem/shared/projects/project-users-contract';

const programmeList = (organisationId: string, programmeId: string) => ({
  organisationId,
  ownerType: 'PROGRAMME' as const,
  ownerId: programmeId,
});
const projectList = (organisationId: string, projectId: string) => ({
  organisationId,
  ownerType: 'PROJECT' as const,
  ownerId: projectId,
});

const projectScope = ({ organisationId, projectId }: { organisationId: string; projectId: string }) => ({
  organisationId,
  projectId,
});

// Benefits are a project-entity kit entity: their endpoints and implementations are generated.
const contract = {
  ...projectEndpoints,
  ...benefits.endpoints,
  ...trainingEndpoints,
  ...processEndpoints,
  ...stakeholderEndpoints,
  ...impactLinkProjectsEndpoints,
  ...projectTagEndpoints,
  ...projectInsightsEndpoints,
  ...projectUserEndpoints,
};

export const handler = createGroupHandler('projects', contract, {
  ...entityImplementations(benefits, benefitEntity),
  ...trainingImplementations,
  ...entityImplementations(projectProcesses, projectProcessEntity),
  ...entityImplementations(roleMappings, roleMappingEntity),
  ...entityImplementations(projectStakeholders, projectStakeholderItemEntity),
  ...entityImplementations(audiences, audienceEntity),
  ...entityImplementations(audienceStakeholders, audienceStakeholderEntity),
  ...entityImplementations(pulses, pulseEntity),
  ...impactLinkImplementations,
  getLearningDashboard: ({ params }) => getLearningDashboard(params),
  getProjectDashboard: ({ caller, params }) => getProjectDashboard(caller, params),
  getProjectInsights: ({ caller, params }) => getProjectInsights(caller, params),
  getAudienceSpiderChartData: ({ params, body }) =>
    spiderChartData({ organisationId: params.organisationId, projectId: params.projectId }, body),
  listProgrammes: ({ params, query }) => projects.listProgrammes(params.organisationId, query),
  createProgramme: ({ caller, params, body }) =>
    projects.createProgramme(caller, params.organisationId, body),
  getProgramme: ({ caller, params }) =>
    projects.getProgramme(caller, params.organisationId, params.programmeId),
  updateProgramme: ({ caller, params, body }) =>
    projects.updateProgramme(caller, params.organisationId, params.programmeId, body),
  deleteProgramme: ({ caller, params }) =>
    projects.deleteProgramme(caller, params.organisationId, params.programmeId),
  getProgrammeMilestones: ({ params }) =>
    getSettingsList(programmeList(params.organisationId, params.programmeId), 'milestones'),
  updateProgrammeMilestones: ({ caller, params, body }) =>
    replaceSettingsList(caller, programmeList(params.organisationId, params.programmeId), 'milestones', body),
  listProjects: ({ caller, params, query }) => projects.listProjects(caller, params.organisationId, query),
  createProject: ({ caller, params, body }) => projects.createProject(caller, params.organisationId, body),
  getProject: ({ params }) => projects.getProject(params.organisationId, params.projectId),
  updateProject: ({ caller, params, body }) =>
    projects.updateProject(caller, params.organisationId, params.projectId, body),
  deleteProject: ({ caller, params }) =>
    projects.deleteProject(caller, params.organisationId, params.projectId),
  copyProject: ({ caller, params, body }) =>
    projects.copyProject(caller, params.organisationId, params.projectId, body),
  getProjectMilestones: ({ params }) =>
    getSettingsList(projectList(params.organisationId, params.projectId), 'milestones'),
  updateProjectMilestones: ({ caller, params, body }) =>
    replaceSettingsList(caller, projectList(params.organisationId, params.projectId), 'milestones', body),
  getProjectPhases: ({ params }) =>
    getSettingsList(projectList(params.organisationId, params.projectId), 'phases'),
  updateProjectPhases: ({ caller, params, body }) =>
    replaceSettingsList(caller, projectList(params.organisationId, params.projectId), 'phases', body),
  getProjectHistory: ({ caller, params }) =>
    projects.getProjectHistory(caller, params.organisationId, params.projectId, params.kind, params.entityId),
  listProjectPermissions: ({ params }) =>
    permissions.listProjectPermissions(params.organisationId, params.projectId),
  createProjectPermission: ({ caller, params, body }) =>
    permissions.createProjectPermission(caller, params.organisationId, params.projectId, body),
  deleteProjectPermission: ({ caller, params }) =>
    permissions.deleteProjectPermission(caller, params.organisationId, params.projectId, params.userId),
  listInheritedUsers: ({ params }) => permissions.listInheritedUsers(params.organisationId, params.projectId),
  listAssignableUsers: ({ params }) =>
    permissions.listAssignableUsers(params.organisationId, params.projectId),
  listOrphanProjects: ({ caller, params }) => projects.listOrphanProjects(caller, params.organisationId),
  listProgrammeProjects: ({ caller, params }) =>
    projects.listProgrammeProjects(caller, params.organisationId, params.programmeId),
  listProjectTeamUsers: ({ params }) =>
    permissions.listProjectTeamUsers(params.organisationId, params.projectId),
  listProjectUsers: ({ params }) => permissions.listProjectTeamUsers(params.organisationId, params.projectId),
  listProjectTeamUserAuthorisation: ({ params }) =>
    permissions.listProjectTeamUserAuthorisation(params.organisationId, params.projectId),
  listProjectTags: ({ params }) => projectTags.listProjectTags(projectScope(params)),
  addProjectTag: ({ caller, params, body }) =>
    projectTags.addProjectTag(caller, projectScope(params), body.tagId),
  removeProjectTag: ({ caller, params }) =>
    projectTags.removeProjectTag(caller, projectScope(params), params.tagId),
});
