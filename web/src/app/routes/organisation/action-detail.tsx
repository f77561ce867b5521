import { useParams } from 'react-router-dom';
import { ActionDetail } from '@/features/actions/components/action-detail';
import { actionStakeholderOwnersLink, StakeholderOwnerSection } from '@/features/stakeholders/owner-links';

/** `projects/{projectId}/actions/{actionId}`: one action with its timeline, comments and history. */
export default function ActionDetailRoute() {
  const { organisationId = '', projectId = '', actionId = '' } = useParams();
  // Keyed by the action: moving to another action starts the page afresh.
  return (
    <ActionDetail
      key={actionId}
      organisationId={organisationId}
      projectId={projectId}
      actionId={actionId}
      sections={
        <StakeholderOwnerSection
          project={{ organisationId, projectId }}
          id={actionId}
          link={actionStakeholderOwnersLink}
        />
      }
    />
  );
}
