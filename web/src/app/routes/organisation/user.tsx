import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useOrganisationUser } from '@/features/organisations/api/get-organisation-user';
import { ApiError } from '@/lib/api-client';
import { canCall } from '@/lib/endpoint-permissions';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { UserCard } from '@/features/profile/components/user-card';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';

/**
 * `users/{userId}`: a person of the organisation. The user sees their own; owners+ see any member
 * (the single-member read; a 404 means not a member of this organisation).
 */
export default function UserRoute() {
  const { t } = useTranslation();
  const { organisationId = '', userId = '' } = useParams();
  const permissions = usePermissions();
  const me = useMyProfile();
  const mayReadMembers = canCall(permissions, 'getOrganisationUser', { organisationId });
  const member = useOrganisationUser(organisationId, userId, mayReadMembers);
  const notMember = member.error instanceof ApiError && member.error.status === 404;

  if (me.isPending || (mayReadMembers && member.isPending)) return <PageLoader />;
  if (member.data) return <UserCard user={member.data} />;
  if (me.data?.id === userId)
    return <UserCard user={{ ...me.data, permissionScope: permissions[organisationId]?.s }} />;
  if (me.isError || (member.isError && !notMember))
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  return <NoViewAccess />;
}
