import type { EndpointGroup } from '../contract/define-endpoint';
import {
  defineEntityLink,
  linkSideOf,
  type LinkBulkAdd,
  type LinkPaths,
  type LinkSide,
} from '../entity-kit/links';
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
 * A link from impacts to another side: served by the impacts group (the far side's calls by `toGroup`
 * when given), at most 100 ids a call, and the far side lists its impacts at `impacts` /
 * `unassigned-impacts` unless it says otherwise.
 */
function impactLinkTo<
  const TS extends string,
  const TP extends string,
  const TG extends EndpointGroup = 'impacts',
  const BA extends LinkBulkAdd | undefined = undefined,
  const UL extends string | undefined = undefined,
  const PR extends string | undefined = undefined,
  const LA extends string | undefined = undefined,
  const PA extends { path: string } | undefined = undefined,
>(
  to: LinkSide<TS, TP>,
  options: {
    fromPaths: LinkPaths;
    toPaths?: LinkPaths;
    toGroup?: TG;
    shiftsWith?: boolean;
    bulkAdd?: BA;
    unlinked?: UL;
    pairs?: PR;
    listAlias?: LA;
    projectAdd?: PA;
  },
) {
  return defineEntityLink({
    group: 'impacts',
    from: linkSideOf(impacts.declaration),
    to,
    toPaths: { path: 'impacts', unassigned: 'unassigned-impacts' },
    limit: 100,
    ...options,
  });
}

/**
 * Impact ↔ action (spec §7: impacts `{id}/actions`, `{id}/unassignedActions`; actions
 * `{actionId}/impacts`, `assignedImpacts`, `unassignedImpacts`). Shifting an impact's dates may move
 * its actions' dates (spec §4).
 */
export const impactActionLink = impactLinkTo(actionLinkSide, {
  fromPaths: { path: 'actions', unassigned: 'unassignedActions' },
  toPaths: { path: 'impacts', list: 'assignedImpacts', unassigned: 'unassignedImpacts' },
  shiftsWith: true,
  bulkAdd: { path: 'add-bulk-actions-to-impacts' },
});

/** Impact ↔ impact group (spec §7: impacts `{id}/impact-groups`; the group's extended view lists its impacts). */
export const impactGroupLink = impactLinkTo(linkSideOf(impactGroups.declaration), {
  fromPaths: { path: 'impact-groups', unassigned: 'unassigned-impact-groups' },
  bulkAdd: { path: 'add-bulk-impact-groups-to-impacts', idsKey: 'impactGroups' },
  unlinked: 'with-no-impact-groups',
});

/*
 * The links below have their far side in the projects group: `project-stakeholders/{id}/impacts`,
 * `audiences/{id}/impacts` and `project-processes/{id}/impacts` fall under that group's greedy
 * route, so they need no API Gateway route of their own (decisions.md, "Impact links").
 */

/** Impact ↔ project stakeholder (spec §7: impacts `{id}/stakeholders`, `{id}/unassignedStakeholders`). */
export const impactStakeholderLink = impactLinkTo(linkSideOf(projectStakeholders.declaration), {
  toGroup: 'projects',
  fromPaths: { path: 'stakeholders', unassigned: 'unassignedStakeholders' },
  // Spec §7 names the impact's stakeholders at `{id}/project-stakeholders` too, and projects
  // `POST {id}/stakeholders/impacts/{x}`: stakeholders linked to impact x from the project's side.
  listAlias: 'project-stakeholders',
  projectAdd: { path: 'stakeholders/impacts' },
});

/** Impact ↔ audience, the spec's stakeholder group (spec §7: `{id}/stakeholder-groups`, `unassignedStGroups`). */
export const impactAudienceLink = impactLinkTo(linkSideOf(audiences.declaration), {
  toGroup: 'projects',
  fromPaths: { path: 'stakeholder-groups', unassigned: 'unassignedStGroups' },
});

/** Impact ↔ project process (spec §7: `{id}/processes`, `unassigned-processes`, add-bulk-processes-to-impacts). */
export const impactProcessLink = impactLinkTo(linkSideOf(projectProcesses.declaration), {
  toGroup: 'projects',
  fromPaths: { path: 'processes', unassigned: 'unassigned-processes' },
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
export const impactMilestoneLink = impactLinkTo(milestoneLinkSide, {
  toGroup: 'projects',
  fromPaths: { path: 'milestones', unassigned: 'unassigned-milestones' },
});
