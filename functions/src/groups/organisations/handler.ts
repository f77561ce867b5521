import { organisationDashboardEndpoints } from '@tandem/shared/dashboard/contract';
import { organisationEndpoints } from '@tandem/shared/organisations/contract';
import { organisationImpactsEndpoints } from '@tandem/shared/dashboard/contract-organisation-impacts';
import { getOrganisationActions } from '../../dashboard/organisation-actions';
import { getOrganisationImpacts } from '../../dashboard/organisation-impacts';
import { stakeholderProjectsEndpoints } from '@tandem/shared/stakeholders/stakeholder-projects-contract';
import { createGroupHandler } from '../../http/group-handler';
import * as organisations from './service';
import { listStakeholderProjects } from './stakeholder-projects';
import { visualisationEndpoints } from '@tandem/shared/visualisations/contract';
import { associateEndpoints } from '@tandem/shared/organisations/associates-contract';
import { activeOrganisationUsers } from '../../data/members';
import { visualisationImplementations } from './visualisations/implementations';

export const handler = createGroupHandler(
  'organisations',
  {
    ...organisationEndpoints,
    ...organisationDashboardEndpoints,
    ...organisationImpactsEndpoints,
    ...stakeholderProjectsEndpoints,
    ...visualisationEndpoints,
    ...associateEndpoints,
  },
  {
    listOrganisationAssociates: async ({ params }) =>
      (await activeOrganisationUsers(params.organisationId)).map(({ id, firstName, lastName }) => ({
        id,
        firstName,
        lastName,
      })),
    listOrganisations: ({ caller }) => organisations.listOrganisations(caller),
    createOrganisation: ({ caller, body }) => organisations.createOrganisation(caller, body.name),
    listOrganisationUsers: ({ params, query }) =>
      organisations.listOrganisationUsers(params.organisationId, query),
    addOrganisationUser: ({ caller, params, body }) =>
      organisations.addOrganisationUser(caller, params.organisationId, body),
    getOrganisationUser: ({ params }) =>
      organisations.getOrganisationUser(params.organisationId, params.userId),
    updateOrganisationUser: ({ caller, params, body }) =>
      organisations.updateOrganisationUserPermissions(caller, params.organisationId, params.userId, body),
    removeOrganisationUser: ({ caller, params }) =>
      organisations.removeOrganisationUser(caller, params.organisationId, params.userId),
    updateOrganisationUserPermissions: ({ caller, params, body }) =>
      organisations.updateOrganisationUserPermissions(caller, params.organisationId, params.userId, body),
    resetOrganisationUserPassword: ({ caller, params }) =>
      organisations.resetOrganisationUserPassword(caller, params.organisationId, params.userId),
    deleteOrganisationUserCache: ({ params }) =>
      organisations.deleteOrganisationUserCache(params.organisationId, params.userId),
    getOrganisationHistory: ({ caller, params }) =>
      organisations.getOrganisationHistory(caller, params.organisationId, params.kind, params.entityId),
    getOrganisationActions: ({ caller, params, query }) =>
      getOrganisationActions(caller, params.organisationId, query.programmeId),
    getOrganisationImpacts: ({ caller, params, query }) =>
      getOrganisationImpacts(caller, params.organisationId, query.programmeId),
    listStakeholderProjects: ({ caller, params }) =>
      listStakeholderProjects(caller, params.organisationId, params.stakeholderId),
    ...visualisationImplementations,
  },
);
