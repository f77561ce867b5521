import { paths } from '@/config/paths';
import type { EntityLinkView } from '@/lib/entity-kit/entity-links';
import '@/lib/i18n/en-gb-entity-links';

/** One side of a declared link (shared `impact-links.ts`) from its generated endpoint ids. */
const side = (
  self: { singular: string; idParam: string },
  other: { singular: string; plural: string; idParam: string; name: string; key: string },
  href: EntityLinkView['href'],
): EntityLinkView => ({
  key: other.key,
  ids: {
    list: `list${self.singular}${other.plural}`,
    add: `add${self.singular}${other.plural}`,
    remove: `remove${self.singular}${other.singular}`,
    unassigned: `list${self.singular}Unassigned${other.plural}`,
  },
  selfIdParam: self.idParam,
  otherIdsKey: `${other.name}Ids`,
  otherIdParam: other.idParam,
  href,
});

const impact = { name: 'impact', singular: 'Impact', plural: 'Impacts', idParam: 'impactId', key: 'impacts' };
const projectStakeholder = {
  name: 'projectStakeholder',
  singular: 'ProjectStakeholder',
  plural: 'ProjectStakeholders',
  idParam: 'projectStakeholderId',
  key: 'projectStakeholders',
};
const audience = {
  name: 'audience',
  singular: 'Audience',
  plural: 'Audiences',
  idParam: 'audienceId',
  key: 'audiences',
};
const projectProcess = {
  name: 'projectProcess',
  singular: 'ProjectProcess',
  plural: 'ProjectProcesses',
  idParam: 'projectProcessId',
  key: 'projectProcesses',
};

const milestone = {
  name: 'milestone',
  singular: 'Milestone',
  plural: 'Milestones',
  idParam: 'milestoneId',
  key: 'milestones',
};

/**
 * The link sections a kit item's detail page shows, by entity name (phrases: `entityLinks.links.<key>`).
 * Each link is listed on both sides, so the stakeholder, audience and process pages show their impacts.
 */
export const entityLinkSections: Record<string, readonly EntityLinkView[]> = {
  impact: [
    side(impact, projectStakeholder, paths.stakeholderDetail.getHref),
    side(impact, audience, paths.audienceDetail.getHref),
    side(impact, projectProcess, paths.projectProcessPages.detail.getHref),
    side(impact, milestone, undefined),
  ],
  projectStakeholder: [side(projectStakeholder, impact, paths.impactDetail.getHref)],
  audience: [side(audience, impact, paths.impactDetail.getHref)],
  projectProcess: [side(projectProcess, impact, paths.impactDetail.getHref)],
};
