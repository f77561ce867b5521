import { firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { demoFixtures as f, type Probes } from './probe';

/** The hand-written stakeholder endpoints (the kit entities' probes are derived in entity-probes). */
export const stakeholderProbes: Probes<'listStakeholderProjects' | 'getAudienceSpiderChartData'> = {
  listStakeholderProjects: {
    params: { organisationId: f.organisationId, stakeholderId: firstDemoItemId('a', 'stakeholder') },
  },
  getAudienceSpiderChartData: {
    params: { organisationId: f.organisationId, projectId: f.projectId },
    body: { audienceIds: [demoEntityItemId('audience', f.projectId, 1)], asOf: '2026-10-15' },
  },
};
