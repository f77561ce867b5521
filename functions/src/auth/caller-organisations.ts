import type { Caller } from '../http/caller';

/**
 * The organisations the caller belongs to, by name, with the caller's scope in each: read from the
 * caller context alone (no DynamoDB call). Both the organisation switcher's list and `me/organisations`
 * answer it.
 */
export function callerOrganisations(caller: Caller) {
  return Object.entries(caller.permissions)
    .map(([id, organisation]) => ({
      id,
      name: caller.organisationNames[id]?.name ?? '',
      profileImageUrl: caller.organisationNames[id]?.profileImageUrl ?? null,
      permissionScope: organisation.s,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
