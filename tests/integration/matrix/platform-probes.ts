import { demoFixtures as f, type Probes } from './probe';
import { resetNewcomerLicence } from '../demo-state';

export const platformProbes: Probes<'health' | 'openapi'> = {
  health: {},
  openapi: {},
};

export const identityProbes: Probes<
  'getClaims' | 'addUser' | 'logout' | 'getLatestLicence' | 'signLatestLicence'
> = {
  getClaims: { params: { organisationId: f.organisationId } },
  addUser: {},
  logout: {},
  getLatestLicence: {},
  // The newcomer signs here; put the seeded state back so the next endpoints still see a newcomer.
  signLatestLicence: { prepare: async () => ({}), cleanup: () => resetNewcomerLicence() },
};

export const userProbes: Probes<
  'getBoot' | 'getMe' | 'getMyOrganisations' | 'getMyProjects' | 'getRecentProjects' | 'addRecentProject'
> = {
  getBoot: { query: { organisationId: f.organisationId } },
  getMe: {},
  getMyOrganisations: {},
  getMyProjects: { query: { organisationId: f.organisationId } },
  getRecentProjects: { query: { organisationId: f.organisationId } },
  addRecentProject: { body: { organisationId: f.organisationId, projectId: f.projectId } },
};
