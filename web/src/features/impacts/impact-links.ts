import { paths } from '@/config/paths';
import type { EntityLinkView } from '@/lib/entity-kit/entity-links';

/** The impact side of impact ↔ action (shared `impactActionLink`): `{impactId}/actions`. */
export const impactActionsLink: EntityLinkView = {
  key: 'actions',
  ids: {
    list: 'listImpactActions',
    add: 'addImpactActions',
    remove: 'removeImpactAction',
    unassigned: 'listImpactUnassignedActions',
  },
  selfIdParam: 'impactId',
  otherIdsKey: 'actionIds',
  otherIdParam: 'actionId',
  href: paths.actionDetail.getHref,
};

/** The impact side of impact ↔ impact group: `{impactId}/impact-groups`. */
export const impactGroupsLink: EntityLinkView = {
  key: 'impactGroups',
  ids: {
    list: 'listImpactImpactGroups',
    add: 'addImpactImpactGroups',
    remove: 'removeImpactImpactGroup',
    unassigned: 'listImpactUnassignedImpactGroups',
  },
  selfIdParam: 'impactId',
  otherIdsKey: 'impactGroupIds',
  otherIdParam: 'impactGroupId',
  href: paths.impactGroupPages.detail.getHref,
};

/** The group side: the group's extended view lists its impacts (10 before 'show more', spec §2). */
export const groupImpactsLink: EntityLinkView = {
  key: 'impacts',
  ids: {
    list: 'listImpactGroupImpacts',
    add: 'addImpactGroupImpacts',
    remove: 'removeImpactGroupImpact',
    unassigned: 'listImpactGroupUnassignedImpacts',
  },
  selfIdParam: 'impactGroupId',
  otherIdsKey: 'impactIds',
  otherIdParam: 'impactId',
  href: paths.impactPages.detail.getHref,
};
