import { defineEntityLink, linkSideOf, type LinkSide } from '../entity-kit/links';
import { impactGroups } from './impact-group';
import { impacts } from './impact';

/** Actions as a link side (not on the kit yet: their store answers for them, `functions/src/impacts/`). */
export const actionLinkSide: LinkSide<'Action', 'Actions'> = {
  name: 'action',
  singular: 'Action',
  plural: 'Actions',
  segment: 'actions',
  idParam: 'actionId',
  area: 'action',
  label: 'action',
};

/**
 * Impact ↔ action (spec §7: impacts `{id}/actions`, `{id}/unassignedActions`; actions
 * `{actionId}/impacts`, `assignedImpacts`, `unassignedImpacts`). Shifting an impact's dates may move
 * its actions' dates (spec §4).
 */
export const impactActionLink = defineEntityLink({
  group: 'impacts',
  from: linkSideOf(impacts.declaration),
  to: actionLinkSide,
  fromPaths: { path: 'actions', unassigned: 'unassignedActions' },
  toPaths: { path: 'impacts', list: 'assignedImpacts', unassigned: 'unassignedImpacts' },
  limit: 100,
  shiftsWith: true,
});

/** Impact ↔ impact group (spec §7: impacts `{id}/impact-groups`; the group's extended view lists its impacts). */
export const impactGroupLink = defineEntityLink({
  group: 'impacts',
  from: linkSideOf(impacts.declaration),
  to: linkSideOf(impactGroups.declaration),
  fromPaths: { path: 'impact-groups', unassigned: 'unassigned-impact-groups' },
  toPaths: { path: 'impacts', unassigned: 'unassigned-impacts' },
  limit: 100,
});
