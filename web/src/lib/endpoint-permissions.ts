import type { EndpointId } from '@tandem/shared/contract/endpoints';
import type { Permission } from '@tandem/shared/contract/permission';
import { can, type PermissionTarget } from '@tandem/shared/permissions/can';
import type { CompactPermissions } from '@tandem/shared/permissions/compact-permissions';
import { endpointPermissions } from 'virtual:tandem/endpoint-permissions';

/**
 * Pages hide what the user may not do by asking about the endpoint they would call. The permissions
 * come from the contract at build time (vite.config.ts), so they cannot drift from the server's and
 * the browser loads no zod for them. Kept apart from the shell's stores: only pages that ask load it.
 */
export const endpointPermission = (endpointId: EndpointId): Permission => endpointPermissions[endpointId];

/** Whether the server would let the user call the endpoint on this target (spec §6, `can`). */
export const canCall = (
  permissions: CompactPermissions,
  endpointId: EndpointId,
  target: PermissionTarget,
): boolean => can(permissions, endpointPermissions[endpointId], target);

/** Whether the contract has an endpoint (a kit entity opts into some of the family only). */
export const hasEndpoint = (endpointId: string): boolean => endpointId in endpointPermissions;
