import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useOrganisationUsers } from '@/features/organisations/api/list-organisation-users';
import { canCall } from '@/lib/endpoint-permissions';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { UserCard } from '@/features/profile/components/user-card';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';

/**
 * `users/{userId}`: a person of the organisation. The user sees their own; owners+ see any member
 * (read from the members list: the contract has no single-member read yet).
 */
export default function UserRoute() {
  const { t } = useTranslation();
  const { organisationId = '', userId = '' } = useParams();
  const permissions = usePermissions();
  const me = useMyProfile();
  const mayListMembers = canCall(permissions, 'listOrganisationUsers', { organisationId });
  const members = useOrganisationUsers(organisationId, { page: 1, pageSize: 500 }, mayListMembers);
  const member = members.data?.items.find((item) => item.id === userId);

  if (me.isPending || (mayListMembers && members.isPending)) return <PageLoader />;
  if (member) return <UserCard user={member} />;
  if (me.data?.id === userId)
    return <UserCard user={{ ...me.data, permissionScope: permissions[organisationId]?.s }} />;
  if (me.isError || members.isError)
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  return <NoViewAccess />;
}
