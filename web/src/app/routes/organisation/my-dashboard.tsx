import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard';
import { ComingPanel } from '@/features/dashboard/components/coming-panel';
import { MyActionsPanel } from '@/features/dashboard/components/my-actions-panel';
import { useMe } from '@/features/users/api/get-me';
import { useMyOrganisations } from '@/features/users/api/get-my-organisations';

/** My Dashboard (spec §2): the signed-in user's own actions now; impacts and stakeholders as they arrive. */
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
      <MyActionsPanel organisationId={organisationId} fullName={fullName} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ComingPanel
          title={t('myDashboard.impacts.title')}
          text={t('myDashboard.impacts.placeholder')}
          icon={IconAlertTriangle}
        />
        <ComingPanel
          title={t('myDashboard.stakeholders.title')}
          text={t('myDashboard.stakeholders.placeholder')}
          icon={IconUsers}
        />
      </SimpleGrid>
    </Stack>
  );
}
