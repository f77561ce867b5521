import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { impactGroups } from '@tandem/shared/impacts/impact-group';
import {
  impactActionLink,
  impactAudienceLink,
  impactGroupLink,
  impactMilestoneLink,
  impactProcessLink,
  impactStakeholderLink,
} from '@tandem/shared/impacts/impact-links';
import { impacts } from '@tandem/shared/impacts/impact';
import { impactBusinessAreas, impactLocations } from '@tandem/shared/impacts/impact-places';
import { linkSideOf } from '@tandem/shared/entity-kit/links';
import { impactEntity, impactGroupEntity } from '../../data/entities/impact';
import { entityImplementations } from '../../entity-kit/implementations';
import { idListImplementations } from '../../entity-kit/id-lists';
import { kitLinkTarget, linkImplementations } from '../../entity-kit/links';
import { impactLinkTargets } from '../../entity-kit/impact-link-targets';
import { createGroupHandler } from '../../http/group-handler';
import { actionLinkTarget } from './action-link-target';
import { impactCallImplementations } from './impact-calls';
import { impactSpecCallImplementations } from './impact-spec-calls';
import { impactSpecCallEndpoints } from '@tandem/shared/impacts/impact-spec-calls';

const { impact: impactTarget, projectStakeholder, audience, projectProcess, milestone } = impactLinkTargets;
const impactGroupTarget = kitLinkTarget(
  impactGroups,
  impactGroupEntity,
  linkSideOf(impactGroups.declaration),
);

/**
 * The impacts Lambda: impacts and impact groups on the project-entity kit, and their links (to actions
 * and to groups both sides; to project stakeholders, audiences and processes the impact side, the other
 * side being the projects Lambda's), every implementation generic. Shifting an impact's dates may move
 * its actions'.
 */
const impactImplementations = entityImplementations(impacts, impactEntity, {
  shiftLinked: [{ self: impactTarget.side, target: actionLinkTarget }],
});

const servedEndpoints = { ...impactEndpoints, ...impactSpecCallEndpoints };

export const handler = createGroupHandler('impacts', servedEndpoints, {
  ...impactImplementations,
  deleteImpactRangePost: impactImplementations.deleteImpactRange,
  ...entityImplementations(impactGroups, impactGroupEntity),
  ...linkImplementations(impactActionLink, impactTarget, actionLinkTarget),
  ...linkImplementations(impactGroupLink, impactTarget, impactGroupTarget),
  ...idListImplementations(impactBusinessAreas, impacts, impactEntity),
  ...idListImplementations(impactLocations, impacts, impactEntity),
  ...linkImplementations(impactStakeholderLink, impactTarget, projectStakeholder, 'from'),
  ...linkImplementations(impactAudienceLink, impactTarget, audience, 'from'),
  ...linkImplementations(impactProcessLink, impactTarget, projectProcess, 'from'),
  ...linkImplementations(impactMilestoneLink, impactTarget, milestone, 'from'),
  ...impactCallImplementations,
  ...impactSpecCallImplementations,
});
