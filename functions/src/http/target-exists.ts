import type { Permission } from '@tandem/shared/contract/permission';
import type { PermissionTarget } from '@tandem/shared/permissions/can';
import { programmeEntity } from '../data/entities/programme';
import { projectEntity } from '../data/entities/project';

/**
 * For a refused call on a project or programme: whether that item is missing from the caller's
 * organisation, so the answer is 404 (it does not exist) rather than 403 (it is closed to you).
 * Asked only after `can` refused, so allowed calls pay nothing; one GetItem otherwise.
 */
export async function isMissingTarget(permission: Permission, target: PermissionTarget): Promise<boolean> {
  const { organisationId, projectId, programmeId } = target;
  if (!organisationId) return false;
  if (permission.kind === 'project' && projectId) {
    const { data } = await projectEntity.get({ organisationId, projectId }).go({ attributes: ['projectId'] });
    return !data;
  }
  if (permission.kind === 'programme' && programmeId) {
    const { data } = await programmeEntity
      .get({ organisationId, programmeId })
      .go({ attributes: ['programmeId'] });
    return !data;
  }
  return false;
}
