import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MyOrganisationsList } from '@/features/profile/components/my-organisations-list';
import { useMyOrganisations } from '@/features/users/api/get-my-organisations';
import { PageLoader } from '@/ui/page-loader';

/** `users/organisations`: the organisations the user belongs to. */
export default function MyOrganisationsRoute() {
  const { t } = useTranslation();
  const { organisationId = '' } = useParams();
  const organisations = useMyOrganisations();
  if (organisations.isPending) return <PageLoader />;
  if (organisations.isError)
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  return <MyOrganisationsList organisations={organisations.data} currentOrganisationId={organisationId} />;
}
