import { defineEntityLink, linkSideOf, type LinkSide } from '../entity-kit/links';
import { audiences } from '../audiences/audience';
import { projectProcesses } from '../processes/project-process';
import { projectStakeholders } from '../stakeholders/project-stakeholder';
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
  bulkAdd: { path: 'add-bulk-actions-to-impacts' },
});

/** Impact ↔ impact group (spec §7: impacts `{id}/impact-groups`; the group's extended view lists its impacts). */
export const impactGroupLink = defineEntityLink({
  group: 'impacts',
  from: linkSideOf(impacts.declaration),
  to: linkSideOf(impactGroups.declaration),
  fromPaths: { path: 'impact-groups', unassigned: 'unassigned-impact-groups' },
  toPaths: { path: 'impacts', unassigned: 'unassigned-impacts' },
  limit: 100,
  bulkAdd: { path: 'add-bulk-impact-groups-to-impacts', idsKey: 'impactGroups' },
  unlinked: 'with-no-impact-groups',
});

/*
 * The links below have their far side in the projects group: `project-stakeholders/{id}/impacts`,
 * `audiences/{id}/impacts` and `project-processes/{id}/impacts` fall under that group's greedy
 * route, so they need no API Gateway route of their own (decisions.md, "Impact links").
 */

/** Impact ↔ project stakeholder (spec §7: impacts `{id}/stakeholders`, `{id}/unassignedStakeholders`). */
export const impactStakeholderLink = defineEntityLink({
  group: 'impacts',
  toGroup: 'projects',
  from: linkSideOf(impacts.declaration),
  to: linkSideOf(projectStakeholders.declaration),
  fromPaths: { path: 'stakeholders', unassigned: 'unassignedStakeholders' },
  toPaths: { path: 'impacts', unassigned: 'unassigned-impacts' },
  limit: 100,
  // Spec §7 names the impact's stakeholders at `{id}/project-stakeholders` too, and projects
  // `POST {id}/stakeholders/impacts/{x}`: stakeholders linked to impact x from the project's side.
  listAlias: 'project-stakeholders',
  projectAdd: { path: 'stakeholders/impacts' },
});

/** Impact ↔ audience, the spec's stakeholder group (spec §7: `{id}/stakeholder-groups`, `unassignedStGroups`). */
export const impactAudienceLink = defineEntityLink({
  group: 'impacts',
  toGroup: 'projects',
  from: linkSideOf(impacts.declaration),
  to: linkSideOf(audiences.declaration),
  fromPaths: { path: 'stakeholder-groups', unassigned: 'unassignedStGroups' },
  toPaths: { path: 'impacts', unassigned: 'unassigned-impacts' },
  limit: 100,
});

/** Impact ↔ project process (spec §7: `{id}/processes`, `unassigned-processes`, add-bulk-processes-to-impacts). */
export const impactProcessLink = defineEntityLink({
  group: 'impacts',
  toGroup: 'projects',
  from: linkSideOf(impacts.declaration),
  to: linkSideOf(projectProcesses.declaration),
  fromPaths: { path: 'processes', unassigned: 'unassigned-processes' },
  toPaths: { path: 'impacts', unassigned: 'unassigned-impacts' },
  limit: 100,
  bulkAdd: { path: 'add-bulk-processes-to-impacts' },
  // The process report's "processes by impact": every process's impacts in one call.
  pairs: 'impact-links',
});

/** A project's milestones as a link side: items of the project's milestones list (projects group). */
export const milestoneLinkSide: LinkSide<'Milestone', 'Milestones'> = {
  name: 'milestone',
  singular: 'Milestone',
  plural: 'Milestones',
  segment: 'milestones',
  idParam: 'milestoneId',
  area: 'project',
  label: 'milestone',
};

/**
 * Impact ↔ milestone (spec §7: GET, POST and DELETE `{id}/milestones/{milestoneId}`). The POST takes
 * `milestoneIds` as every kit link does; the far side is `milestones/{milestoneId}/impacts`.
 */
export const impactMilestoneLink = defineEntityLink({
  group: 'impacts',
  toGroup: 'projects',
  from: linkSideOf(impacts.declaration),
  to: milestoneLinkSide,
  fromPaths: { path: 'milestones', unassigned: 'unassigned-milestones' },
  toPaths: { path: 'impacts', unassigned: 'unassigned-impacts' },
  limit: 100,
});
