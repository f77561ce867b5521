import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { demoFixtures as f, type Probes } from './probe';

const params = { organisationId: f.organisationId, projectId: f.projectId };
const seededImpact = demoEntityItemId('impact', f.projectId, 1);

/** The hand-written impacts calls (the kit's and the links' probes are derived in entity-probes). */
export const impactCallProbes: Probes<
  'getImpactDetailed' | 'getImpactImpactTypes' | 'listProjectImpactCreators' | 'getImpactStakeholderEmails'
> = {
  getImpactDetailed: { params: { ...params, impactId: seededImpact } },
  getImpactImpactTypes: { params: { ...params, impactId: seededImpact } },
  listProjectImpactCreators: { params },
  getImpactStakeholderEmails: { params, query: { impactIds: seededImpact } },
};

/** Impacts' spec §7 calls beside the kit's: POST grid-data and the per-group count. */
export const impactSpecCallProbes: Probes<'getImpactsGridDataByIds' | 'countImpactsByImpactGroup'> = {
  getImpactsGridDataByIds: { params, body: { impactIds: [seededImpact] } },
  countImpactsByImpactGroup: { params },
};
