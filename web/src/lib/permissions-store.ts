import { shouldReplaceCached, type Versioned } from '@tandem/shared/core/versioned-cache';
import {
  permissionHeaders,
  type CompactPermissions,
  type OrganisationPermissions,
} from '@tandem/shared/permissions/compact-permissions';
import { useSyncExternalStore } from 'react';

/** Organisation settings per organisation, as sent in the `x-organisation-settings` header. */
export type OrganisationSettingsById = Record<string, Record<string, string>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const stringsOf = (value: unknown): string[] | null =>
  value === undefined
    ? []
    : Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value
      : null;

/**
 * The compact permissions of the header with the contract's defaults (pe, po, a, p may be left
 * out), or null when the header is malformed. Checked by hand, as `compactPermissionsSchema` does,
 * so the shell need not load zod; a test holds the two to the same answers.
 */
export function parseCompactPermissions(value: unknown): CompactPermissions | null {
  if (!isRecord(value)) return null;
  const result: CompactPermissions = {};
  for (const [organisationId, entry] of Object.entries(value)) {
    if (!isRecord(entry) || !isInteger(entry.s)) return null;
    const pe = stringsOf(entry.pe);
    const po = stringsOf(entry.po);
    const a = entry.a === undefined ? 0 : entry.a;
    const p = entry.p === undefined ? {} : entry.p;
    if (!pe || !po || !isInteger(a) || !isRecord(p) || !Object.values(p).every(isInteger)) return null;
    result[organisationId] = {
      s: entry.s,
      pe,
      po,
      a,
      p: p as Record<string, number>,
    } satisfies OrganisationPermissions;
  }
  return result;
}

/** Organisation settings of the header ('1' means on), or null when malformed. */
export function parseOrganisationSettings(value: unknown): OrganisationSettingsById | null {
  if (!isRecord(value)) return null;
  for (const entry of Object.values(value)) {
    if (!isRecord(entry) || !Object.values(entry).every((item) => typeof item === 'string')) return null;
  }
  return value as OrganisationSettingsById;
}

/**
 * A tiny store of one versioned value read from response headers (spec §4, §7). The cached copy is
 * replaced only when the version differs and the content changed (`shouldReplaceCached`); the new
 * data replace the old wholesale, so organisations absent from it are dropped.
 */
export class VersionedStore<T> {
  private current: Versioned<T> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly empty: T) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getData = (): T => this.current?.data ?? this.empty;

  getVersion = (): string | null => this.current?.version ?? null;

  /** Offers freshly received data; answers whether the cached copy was replaced. */
  offer(incoming: Versioned<T>): boolean {
    if (!shouldReplaceCached(this.current, incoming)) return false;
    this.current = incoming;
    this.listeners.forEach((listener) => listener());
    return true;
  }

  clear(): void {
    if (!this.current) return;
    this.current = null;
    this.listeners.forEach((listener) => listener());
  }
}

const noPermissions: CompactPermissions = {};
const noSettings: OrganisationSettingsById = {};

export const permissionsStore = new VersionedStore<CompactPermissions>(noPermissions);
export const organisationSettingsStore = new VersionedStore<OrganisationSettingsById>(noSettings);

function parseHeader<T>(
  headers: Headers,
  versionName: string,
  valueName: string,
  parse: (value: unknown) => T | null,
): Versioned<T> | null {
  const version = headers.get(versionName);
  const raw = headers.get(valueName);
  if (version === null || raw === null) return null;
  try {
    const data = parse(JSON.parse(raw));
    return data === null ? null : { version, data };
  } catch {
    return null;
  }
}

/** Reads the permission and settings headers of any API response into the stores. */
export function readPermissionHeaders(headers: Headers): void {
  const permissions = parseHeader(
    headers,
    permissionHeaders.version,
    permissionHeaders.permissions,
    parseCompactPermissions,
  );
  if (permissions) permissionsStore.offer(permissions);
  const settings = parseHeader(
    headers,
    permissionHeaders.settingsVersion,
    permissionHeaders.settings,
    parseOrganisationSettings,
  );
  if (settings) organisationSettingsStore.offer(settings);
}

/** The caller's rights in every organisation, re-rendering only when they really change. */
export const usePermissions = (): CompactPermissions =>
  useSyncExternalStore(permissionsStore.subscribe, permissionsStore.getData, permissionsStore.getData);

export const useOrganisationSettings = (): OrganisationSettingsById =>
  useSyncExternalStore(
    organisationSettingsStore.subscribe,
    organisationSettingsStore.getData,
    organisationSettingsStore.getData,
  );
