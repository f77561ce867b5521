import {
  impactAudienceLink,
  impactMilestoneLink,
  impactProcessLink,
  impactStakeholderLink,
} from '@tandem/shared/impacts/impact-links';
import { impactLinkTargets } from '../../entity-kit/impact-link-targets';
import { linkImplementations } from '../../entity-kit/links';

const { impact, projectStakeholder, audience, projectProcess, milestone } = impactLinkTargets;

/**
 * The stakeholder, audience and process side of their impact links (`…/{id}/impacts`): under this
 * group's greedy route, so no route of their own; the pairs are the same items the impacts Lambda writes.
 */
export const impactLinkImplementations = {
  ...linkImplementations(impactStakeholderLink, impact, projectStakeholder, 'to'),
  ...linkImplementations(impactAudienceLink, impact, audience, 'to'),
  ...linkImplementations(impactProcessLink, impact, projectProcess, 'to'),
  ...linkImplementations(impactMilestoneLink, impact, milestone, 'to'),
};
