import * as z from 'zod';

/**
 * The caller's rights in every organisation, sent in the `x-permissions` response header (spec §7:
 * "permissions version and list, compact keys"). Keys: s = organisation scope, pe / po = programme ids
 * with the edit / owner claim, a = project flags that apply to every project, p = flags per project.
 */
export const organisationPermissionsSchema = z.object({
  s: z.number().int(),
  pe: z.array(z.string()).default([]),
  po: z.array(z.string()).default([]),
  a: z.number().int().default(0),
  p: z.record(z.string(), z.number().int()).default({}),
});
export type OrganisationPermissions = z.infer<typeof organisationPermissionsSchema>;

export const compactPermissionsSchema = z.record(z.string(), organisationPermissionsSchema);
export type CompactPermissions = z.infer<typeof compactPermissionsSchema>;

/** Response header names (lower-case, as HTTP/2 and API Gateway deliver them). */
export const permissionHeaders = {
  version: 'x-permissions-version',
  permissions: 'x-permissions',
  settingsVersion: 'x-organisation-settings-version',
  settings: 'x-organisation-settings',
} as const;

/** A short, stable version of any JSON value: equal content gives an equal version. */
export function contentVersion(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
