import { can } from '@tandem/shared/permissions/can';
import { useParams } from 'react-router-dom';
import { useOrganisationUsers } from '@/features/people/api/list-organisation-users';
import { peoplePermissions } from '@/features/people/permissions';
import { ProjectPermissionsPanel } from '@/features/projects/components/project-permissions-panel';
import { projectPermissions } from '@/features/projects/permissions';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';

/**
 * Project settings › permissions (manage-permissions). The people who may be given rights are the
 * organisation's members, which only owners+ may list (the contract has no assignable-users call).
 */
export default function ProjectPermissionsRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  const permissions = usePermissions();
  const mayManage = can(permissions, projectPermissions.listProjectPermissions, {
    organisationId,
    projectId,
  });
  const mayListMembers = can(permissions, peoplePermissions.listOrganisationUsers, { organisationId });
  const members = useOrganisationUsers(
    organisationId,
    { page: 1, pageSize: 500, sorts: 'lastName,firstName' },
    mayManage && mayListMembers,
  );
  if (!mayManage) return <NoViewAccess />;
  return (
    <ProjectPermissionsPanel
      organisationId={organisationId}
      projectId={projectId}
      candidates={mayListMembers ? (members.data?.items ?? []) : undefined}
    />
  );
}
