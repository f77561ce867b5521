import { demoFixtures as f, type Probes } from './probe';

const organisationQuery = { organisationId: f.organisationId };
const reportParams = { organisationId: f.organisationId };

/** Probes of My Dashboard's and the organisation dashboard's actions endpoints (issue 16). */
export const dashboardProbes: Probes<
  | 'getAssignedProjectsWithActions'
  | 'getAssignedProjectsWithActionsByRagStatus'
  | 'getAssignedProjectsWithActionsByProgressStatus'
  | 'getUserActions'
  | 'getOverdueActions'
  | 'getUpcomingActions'
  | 'getOrganisationActions'
> = {
  getAssignedProjectsWithActions: { params: { userId: 'me' }, query: organisationQuery },
  getAssignedProjectsWithActionsByRagStatus: {
    params: { userId: 'me', ragStatus: '1' },
    query: organisationQuery,
  },
  getAssignedProjectsWithActionsByProgressStatus: {
    params: { userId: 'me', progressStatus: '2' },
    query: organisationQuery,
  },
  getUserActions: { params: reportParams },
  getOverdueActions: { params: reportParams, query: { page: '1', ragStatus: '1' } },
  getUpcomingActions: { params: reportParams, query: { pageSize: '5' } },
  getOrganisationActions: { params: reportParams, query: { programmeId: f.programmeId } },
};

/** The user service's spec §7 calls served since issue 32 (own dashboard-style reads and the members). */
export const userSpecPathProbes: Probes<
  | 'listAllActiveUsers'
  | 'getUserTeamProjects'
  | 'getUserOrganisationPermissions'
  | 'getAssignedProjectsWithStakeholders'
  | 'listOrganisationAssociates'
> = {
  listOrganisationAssociates: { params: { organisationId: f.organisationId } },
  listAllActiveUsers: { query: organisationQuery },
  getUserTeamProjects: { params: { userId: 'me' }, query: organisationQuery },
  getUserOrganisationPermissions: { params: { userId: 'me' }, query: organisationQuery },
  getAssignedProjectsWithStakeholders: { params: { userId: 'me' }, query: organisationQuery },
};
