import { paths } from '@/config/paths';
import type { EntityLinkView } from '@/lib/entity-kit/entity-links';

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

/*
 * The impact links whose far side is another page's entity (shared `impact-links.ts`), each side as
 * its view lists it (`links` of `entityViewOf`; titles `<view phrases>.links.<key>`). Kept here, below
 * the features, because each side's view lives in its own feature.
 */
export const impactStakeholdersLink = side(impact, projectStakeholder, paths.stakeholderPages.detail.getHref);
export const impactAudiencesLink = side(impact, audience, paths.audiencePages.detail.getHref);
export const impactProcessesLink = side(impact, projectProcess, paths.projectProcessPages.detail.getHref);
/** Milestones have no page of their own (they are the project's settings list). */
export const impactMilestonesLink = side(impact, milestone, undefined);
export const stakeholderImpactsLink = side(projectStakeholder, impact, paths.impactPages.detail.getHref);
export const audienceImpactsLink = side(audience, impact, paths.impactPages.detail.getHref);
export const processImpactsLink = side(projectProcess, impact, paths.impactPages.detail.getHref);
