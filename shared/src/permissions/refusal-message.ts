import type { Permission, ProjectArea } from '../contract/permission';
import { orgScopeLabel, type OrgScope } from './org-scope';

const areaWords: Record<ProjectArea, string> = {
  project: 'the project',
  impact: 'impacts',
  action: 'actions',
  stakeholder: 'stakeholders',
  process: 'processes',
};

/**
 * What a 403 says when a caller lacks an endpoint's permission (spec §8: a refusal is an en-GB sentence
 * the user can act on): the right that is missing, for a read or a write alike.
 */
export function refusalMessage(permission: Permission): string {
  switch (permission.kind) {
    case 'organisation':
      return `You need the ${orgScopeLabel[permission.minimumScope as OrgScope]} role or higher in this organisation to do this.`;
    case 'admin':
      return 'Only an admin of this organisation may do this.';
    case 'programme':
      return permission.access === 'owner'
        ? 'You need to own this programme to do this.'
        : 'You need the right to edit this programme to do this.';
    case 'project':
      if (permission.access === 'managePermissions')
        return 'You need the right to manage the permissions of this project to do this.';
      if (permission.area === 'process') return 'You need the right to view this project to do this.';
      return `You need the right to ${permission.access} ${areaWords[permission.area]} in this project to do this.`;
    default:
      return 'You do not have the right to do this.';
  }
}
