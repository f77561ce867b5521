import { useParams } from 'react-router-dom';
import { profilingTypeOf } from '@/features/stakeholders/profiling-model';
import { StakeholderProfiling } from '@/features/stakeholders/stakeholder-profiling';

/** `change/projects/{projectId}/stakeholders/visualisations/{stakeholderType}/{profilingType}`. */
export default function StakeholderProfilingRoute() {
  const { organisationId = '', projectId = '', profilingType } = useParams();
  return (
    <StakeholderProfiling
      organisationId={organisationId}
      projectId={projectId}
      profilingType={profilingTypeOf(profilingType)}
    />
  );
}
