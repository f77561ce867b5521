import { demoFixtures as f, type Probes } from './probe';

const params = { organisationId: f.organisationId, projectId: f.projectId };

/** The project overview's figures and lists (spec §7 `{id}/dashboard`, `{id}/insights`): read-only. */
export const projectInsightsProbes: Probes<'getProjectDashboard' | 'getProjectInsights'> = {
  getProjectDashboard: { params },
  getProjectInsights: { params },
};

/** The project's users at the spec's paths (`projectUsers`, `project-team-user-authorisation`): reads. */
export const projectUserProbes: Probes<'listProjectUsers' | 'listProjectTeamUserAuthorisation'> = {
  listProjectUsers: { params },
  listProjectTeamUserAuthorisation: { params },
};
