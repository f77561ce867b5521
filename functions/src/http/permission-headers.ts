import { contentVersion, permissionHeaders } from '@tandem/shared/permissions/compact-permissions';
import type { Caller } from './caller';

/**
 * The caller's permissions and organisation settings travel with every authenticated response (spec
 * §7), each with a content version so the web app replaces its copy only when something changed.
 */
export function callerHeaders(caller: Caller): Record<string, string> {
  return {
    [permissionHeaders.version]: contentVersion(caller.permissions),
    [permissionHeaders.permissions]: JSON.stringify(caller.permissions),
    [permissionHeaders.settingsVersion]: contentVersion(caller.settings),
    [permissionHeaders.settings]: JSON.stringify(caller.settings),
  };
}
