import type { Permission, ProjectArea } from '../contract/permission';
import type { CompactPermissions } from './compact-permissions';
import { OrgScope } from './org-scope';
import { hasFlag, ProjectFlag } from './project-flags';

export interface PermissionTarget {
  organisationId?: string;
  programmeId?: string;
  projectId?: string;
}

const areaFlags: Record<Exclude<ProjectArea, 'process'>, { view: ProjectFlag; edit: ProjectFlag }> = {
  project: { view: ProjectFlag.PROJECT_VIEW, edit: ProjectFlag.PROJECT_EDIT },
  impact: { view: ProjectFlag.IMPACT_VIEW, edit: ProjectFlag.IMPACT_EDIT },
  action: { view: ProjectFlag.ACTION_VIEW, edit: ProjectFlag.ACTION_EDIT },
  stakeholder: { view: ProjectFlag.STAKEHOLDER_VIEW, edit: ProjectFlag.STAKEHOLDER_EDIT },
};

/** The effective flags of a project: organisation-wide flags plus the project's own. */
export const projectFlagsOf = (
  permissions: CompactPermissions,
  organisationId: string,
  projectId: string,
) => {
  const organisation = permissions[organisationId];
  return organisation ? organisation.a | (organisation.p[projectId] ?? 0) : 0;
};

/**
 * The one permission rule (spec §6), used by the API before every handler and by the web app to hide
 * what a user may not do. Public and signed-in checks are the runtime's; this decides the rest.
 */
export function can(
  permissions: CompactPermissions,
  permission: Permission,
  target: PermissionTarget,
): boolean {
  switch (permission.kind) {
    case 'public':
    case 'signedIn':
    case 'user':
      return true;
    case 'organisation': {
      const organisation = target.organisationId ? permissions[target.organisationId] : undefined;
      return organisation !== undefined && organisation.s >= permission.minimumScope;
    }
    case 'admin': {
      const organisation = target.organisationId ? permissions[target.organisationId] : undefined;
      return organisation?.s === OrgScope.ADMIN;
    }
    case 'programme': {
      const organisation = target.organisationId ? permissions[target.organisationId] : undefined;
      if (!organisation || !target.programmeId) return false;
      // Owners and admins of the organisation may edit every programme.
      if (organisation.s >= OrgScope.OWNER) return true;
      const owner = organisation.po.includes(target.programmeId);
      return permission.access === 'owner' ? owner : owner || organisation.pe.includes(target.programmeId);
    }
    case 'project': {
      if (!target.organisationId || !target.projectId) return false;
      const organisation = permissions[target.organisationId];
      if (!organisation || organisation.s < OrgScope.READER) return false;
      const flags = projectFlagsOf(permissions, target.organisationId, target.projectId);
      if (permission.access === 'managePermissions') return hasFlag(flags, ProjectFlag.MANAGE_PERMISSIONS);
      const { access, alsoArea } = permission;
      return areaAllows(flags, permission.area, access) && (!alsoArea || areaAllows(flags, alsoArea, access));
    }
  }
}

/** One area's view or edit right in a project's effective flags (the project right is needed too). */
function areaAllows(flags: number, area: ProjectArea, access: 'view' | 'edit') {
  // Process is always allowed to anyone who can see the project.
  if (area === 'process') return hasFlag(flags, ProjectFlag.PROJECT_VIEW);
  return hasFlag(flags, areaFlags.project[access]) && hasFlag(flags, areaFlags[area][access]);
}
