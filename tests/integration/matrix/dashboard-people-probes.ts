import { demoFixtures as f, type Probes } from './probe';

const organisationQuery = { organisationId: f.organisationId };
const reportParams = { organisationId: f.organisationId };

/** Probes of My Dashboard's impacts, stakeholders and action reports (issue 16). */
export const dashboardPeopleProbes: Probes<
  | 'getAssignedProjectsWithImpacts'
  | 'getAssignedProjectsWithImpactsByLevel'
  | 'getAssignedProjectsWithImpactsByProgressStatus'
  | 'getUserImpacts'
  | 'getUserStakeholders'
  | 'getActionsOverTime'
  | 'getActionsByType'
> = {
  getAssignedProjectsWithImpacts: { params: { userId: 'me' }, query: organisationQuery },
  getAssignedProjectsWithImpactsByLevel: { params: { userId: 'me', level: '3' }, query: organisationQuery },
  getAssignedProjectsWithImpactsByProgressStatus: {
    params: { userId: 'me', progressStatus: '2' },
    query: organisationQuery,
  },
  getUserImpacts: { params: reportParams, query: { level: '2' } },
  getUserStakeholders: { params: reportParams, query: { pageSize: '5' } },
  getActionsOverTime: { params: reportParams },
  getActionsByType: { params: reportParams },
};
