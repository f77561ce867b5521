import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard';
import { MyActionsPanel } from '@/features/dashboard/components/my-actions-panel';
import { MyImpactsPanel } from '@/features/dashboard/components/my-impacts-panel';
import { MyStakeholdersPanel } from '@/features/dashboard/components/my-stakeholders-panel';
import { useMe } from '@/features/users/api/get-me';
import { useMyOrganisations } from '@/features/users/api/get-my-organisations';

/** My Dashboard (spec §2): the signed-in user's own impacts, actions and stakeholder relationships. */
export default function MyDashboardRoute() {
  const { t } = useTranslation();
  const { organisationId = '' } = useParams();
  const me = useMe().data;
  const fullName = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  const organisation = useMyOrganisations().data?.find((item) => item.id === organisationId);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('myDashboard.title')}</Title>
        <Text c="gray.7">{t('myDashboard.intro', { organisation: organisation?.name ?? '' })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <MyImpactsPanel organisationId={organisationId} fullName={fullName} />
        <MyStakeholdersPanel organisationId={organisationId} />
      </SimpleGrid>
      <MyActionsPanel organisationId={organisationId} fullName={fullName} />
    </Stack>
  );
}
