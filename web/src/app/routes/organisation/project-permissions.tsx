import { useParams } from 'react-router-dom';
import { useAssignableUsers } from '@/features/projects/api/list-assignable-users';
import { ProjectPermissionsPanel } from '@/features/projects/components/project-permissions-panel';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';

/**
 * Project settings › permissions (manage-permissions). The people who may be given rights come from
 * the assignable-users call, which needs manage-permissions only, so a contributor holding that flag
 * can pick people too (listing all members stays an owner page).
 */
export default function ProjectPermissionsRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  const permissions = usePermissions();
  const mayManage = canCall(permissions, 'listProjectPermissions', {
    organisationId,
    projectId,
  });
  const mayListAssignable = canCall(permissions, 'listAssignableUsers', {
    organisationId,
    projectId,
  });
  const assignable = useAssignableUsers(organisationId, projectId, mayManage && mayListAssignable);
  if (!mayManage) return <NoViewAccess />;
  return (
    <ProjectPermissionsPanel
      organisationId={organisationId}
      projectId={projectId}
      candidates={
        mayListAssignable
          ? (assignable.data ?? []).map((user) => ({
              id: user.userId,
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
            }))
          : undefined
      }
    />
  );
}
