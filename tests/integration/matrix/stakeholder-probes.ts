import { firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoFixtures as f, type Probes } from './probe';

/** The hand-written stakeholder endpoint (the kit entities' probes are derived in entity-probes). */
export const stakeholderProbes: Probes<'listStakeholderProjects'> = {
  listStakeholderProjects: {
    params: { organisationId: f.organisationId, stakeholderId: firstDemoItemId('a', 'stakeholder') },
  },
};
