import type { ProjectArea } from '@tandem/shared/contract/permission';
import type { EndpointId } from '@tandem/shared/contract/endpoints';
import { projectEntityLinks } from '@tandem/shared/contract/project-entities';
import type { EntityLink } from '@tandem/shared/entity-kit/links';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';

/**
 * Every call that reads or changes a link between two areas' items, with its two areas, written down
 * here independently of the contract's permissions so the matrix can tell when a side goes unchecked
 * (issue 36). The kit links' calls come from their declarations; the rest are hand-written calls.
 */
export const linkCalls: [EndpointId, [ProjectArea, ProjectArea]][] = [
  ...(projectEntityLinks as readonly EntityLink[]).flatMap((link) =>
    Object.keys(link.roles).map(
      (id) =>
        [id as EndpointId, [link.declaration.from.area, link.declaration.to.area]] as [
          EndpointId,
          [ProjectArea, ProjectArea],
        ],
    ),
  ),
  ...(
    [
      'addActionStakeholderOwners',
      'listActionsOfStakeholderOwner',
      'listActionsUnassignedToStakeholderOwner',
      'listActionStakeholderOwners',
      'listUnassignedStakeholderOwnersOfAction',
      'removeActionStakeholderOwner',
      'getActionStakeholderEmails',
    ] as const
  ).map((id): [EndpointId, [ProjectArea, ProjectArea]] => [id, ['action', 'stakeholder']]),
  ['getImpactStakeholderEmails', ['impact', 'stakeholder']],
];

const areaFlags: Partial<Record<ProjectArea, number>> = {
  impact: ProjectFlag.IMPACT_VIEW | ProjectFlag.IMPACT_EDIT,
  action: ProjectFlag.ACTION_VIEW | ProjectFlag.ACTION_EDIT,
  stakeholder: ProjectFlag.STAKEHOLDER_VIEW | ProjectFlag.STAKEHOLDER_EDIT,
};

/** Project view and edit plus one area's view and edit: a caller with rights on that side only. */
export const oneSideFlags = (area: ProjectArea) =>
  ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT | (areaFlags[area] ?? 0);

/** Whether flags from `oneSideFlags` hold an area (spec §6: processes go with the project). */
export const holdsArea = (flags: number, area: ProjectArea) =>
  area === 'process' || area === 'project' || (flags & areaFlags[area]!) === areaFlags[area];
