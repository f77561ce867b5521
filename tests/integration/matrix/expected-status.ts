import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import { licenceExempt } from '@tandem/shared/contract/permission';
import { can, type PermissionTarget } from '@tandem/shared/permissions/can';
import type { CompactPermissions } from '@tandem/shared/permissions/compact-permissions';
import { compactPermissionsOf } from '@tandem/shared/permissions/organisation-permissions';
import {
  demoOrganisations,
  demoProjectGrants,
  demoProjects,
  demoUsers,
} from '@tandem/infra/local/src/seed/demo-data';
import type { ProbeInput } from './probe';

/** The callers of the matrix: no token, and each demo role of issue 3. */
export const matrixCallers = [
  'anonymous',
  'admin',
  'owner',
  'contributor',
  'reader',
  'outsider',
  'newcomer',
] as const;
export type MatrixCaller = (typeof matrixCallers)[number];

/** What each demo user may do, worked out from the seed data with the spec's rule (not from the API). */
export function demoPermissions(userKey: string): CompactPermissions {
  const user = demoUsers.find((candidate) => candidate.key === userKey)!;
  return compactPermissionsOf(
    user.memberships.map((membership) => {
      const projectFlags: Record<string, number> = {};
      for (const grant of demoProjectGrants.filter((candidate) => candidate.userKey === userKey)) {
        const project = demoProjects.find(
          (p) => p.name === grant.projectName && p.organisation === membership.organisation,
        );
        if (project) projectFlags[project.projectId] = grant.flags;
      }
      return {
        organisationId: demoOrganisations[membership.organisation].organisationId,
        scope: membership.scope,
        projectFlags,
      };
    }),
  );
}

/**
 * The exact status a caller must get: 401 without a token, 403 before the licence is accepted, 404 for
 * an organisation the caller is not in (no existence leak), 403 without the right, else success.
 */
export function expectedStatus(endpoint: Endpoint, caller: MatrixCaller, input: ProbeInput): number {
  if (endpoint.permission.kind === 'public') return endpoint.successStatus;
  if (caller === 'anonymous') return 401;
  if (caller === 'newcomer' && !licenceExempt(endpoint.permission)) return 403;
  const permissions = demoPermissions(caller);
  const body =
    typeof input.body === 'object' && input.body !== null && !Array.isArray(input.body) ? input.body : {};
  const target = { ...body, ...(input.query ?? {}), ...(input.params ?? {}) } as PermissionTarget;
  if (target.organisationId !== undefined && !permissions[target.organisationId]) return 404;
  return can(permissions, endpoint.permission, target) ? endpoint.successStatus : 403;
}
