import { useParams } from 'react-router-dom';
import { ActionDetail } from '@/features/actions/components/action-detail';
import { actionStakeholderOwnersLink, StakeholderOwnerSection } from '@/features/stakeholders/owner-links';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/** This page's phrases, added when the route loads (its title is one of them). */
export const phrases = { actionDetail: actionDetailPhrases };

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
