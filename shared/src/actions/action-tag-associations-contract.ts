import { actions } from './action';

/**
 * Spec §7 tag associations `actionTags`: add and remove ONE tag of an action (POST
 * `tags/actionTags/{actionId}`, DELETE `tags/actionTags/{actionId}/{tagId}`). The kit generates them
 * for every tagged entity; actions served only the bulk add. Kept apart from `contract.ts` so the
 * action family's hand-written table stays as `action-family.test.ts` pins it.
 */
export const actionTagAssociationEndpoints = {
  addActionTag: actions.endpoints.addActionTag,
  removeActionTag: actions.endpoints.removeActionTag,
};
