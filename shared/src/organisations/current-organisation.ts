type Id = string | number;

/**
 * The organisation to open at start (spec §4): the route's, else the one saved locally, else the
 * first available. The route wins even if not in the list (the page then shows access denied); a
 * saved id is used only while the user still belongs to it, because it may be stale.
 */
export function resolveCurrentOrganisationId<T extends Id>(
  routeOrganisationId: T | null | undefined,
  savedOrganisationId: T | null | undefined,
  availableOrganisationIds: readonly T[],
): T | null {
  const present = (id: T | null | undefined): id is T => id !== null && id !== undefined && id !== '';
  if (present(routeOrganisationId)) return routeOrganisationId;
  if (present(savedOrganisationId) && availableOrganisationIds.includes(savedOrganisationId))
    return savedOrganisationId;
  return availableOrganisationIds[0] ?? null;
}
