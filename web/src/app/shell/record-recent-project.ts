import { can } from '@tandem/shared/permissions/can';
import { useEffect } from 'react';
import { useAddRecentProject } from '@/features/users/api/add-recent-project';
import { usePermissions } from '@/lib/permissions-store';

/** The right the server asks before it records a project as recent (users service `addRecentProject`). */
const viewProject = { kind: 'project', area: 'project', access: 'view' } as const;

/**
 * Records a project as recently opened whenever a project page opens (once the shell may ask), and
 * only a project the user may view: one they may not is refused (404) and was logged as an error.
 */
export function useRecordRecentProject(
  organisationId: string,
  projectId: string | undefined,
  ready: boolean,
) {
  const { mutate } = useAddRecentProject();
  const permissions = usePermissions();
  const mayView = !!projectId && can(permissions, viewProject, { organisationId, projectId });
  useEffect(() => {
    if (projectId && ready && mayView) mutate({ organisationId, projectId });
  }, [organisationId, projectId, mutate, ready, mayView]);
}
