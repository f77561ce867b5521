import { impactGroups } from './impact-group';
import {
  impactActionLink,
  impactAudienceLink,
  impactGroupLink,
  impactMilestoneLink,
  impactProcessLink,
  impactStakeholderLink,
} from './impact-links';
import { impacts } from './impact';
import { impactBusinessAreas, impactLocations } from './impact-places';
import { impactCallEndpoints } from './impact-calls';

/**
 * Spec §7 lists impacts' `POST delete-range`; the kit serves every entity's as PUT (the other entities'
 * spec wording). The impacts' answers at the spec's method too: same body, rights and answer.
 */
export const impactSpecMethodEndpoints = {
  deleteImpactRangePost: {
    ...impacts.endpoints.deleteImpactRange,
    method: 'POST' as const,
    summary: `${impacts.endpoints.deleteImpactRange.summary} (spec method)`,
  },
};

/** Every endpoint of the impacts Lambda: impacts, impact groups and their links (all derived). */
export const impactEndpoints = {
  ...impacts.endpoints,
  ...impactGroups.endpoints,
  ...impactActionLink.endpoints,
  ...impactGroupLink.endpoints,
  ...impactBusinessAreas.endpoints,
  ...impactLocations.endpoints,
  ...impactStakeholderLink.sides.from,
  ...impactAudienceLink.sides.from,
  ...impactProcessLink.sides.from,
  ...impactMilestoneLink.sides.from,
  ...impactCallEndpoints,
  ...impactSpecMethodEndpoints,
};

/**
 * The far sides of the impact links whose other item lives in the projects group (project
 * stakeholders, audiences, project processes, milestones): served by the projects Lambda under its greedy route.
 */
export const impactLinkProjectsEndpoints = {
  ...impactStakeholderLink.sides.to,
  ...impactAudienceLink.sides.to,
  ...impactProcessLink.sides.to,
  ...impactMilestoneLink.sides.to,
};
