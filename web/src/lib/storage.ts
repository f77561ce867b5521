/**
 * The few things the app remembers in localStorage (spec §9: current organisation, sidebar state).
 * Never a token. Storage may be unavailable (private modes, quotas): reads fall back, writes are
 * best-effort.
 */
export const storageKeys = {
  currentOrganisationId: 'tandem.currentOrganisationId',
  sidebarExpanded: 'tandem.sidebarExpanded',
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Remembering is a convenience; the app works without it.
  }
}

export const readCurrentOrganisationId = () => readStored(storageKeys.currentOrganisationId);
export const saveCurrentOrganisationId = (organisationId: string) =>
  writeStored(storageKeys.currentOrganisationId, organisationId);
