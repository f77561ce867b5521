import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard-people';
import { paths } from '@/config/paths';
import { useMyStakeholders } from '../api/get-my-stakeholders';
import { StakeholderRows } from './stakeholder-rows';

/** My Stakeholders (spec §2): the first people whose relationship the user owns, and See all. */
export function MyStakeholdersPanel({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const s = (key: string, options: Record<string, unknown> = {}) =>
    t(`myDashboardPeople.stakeholders.${key}`, options);
  const stakeholders = useMyStakeholders(organisationId, { pageSize: '5' });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-stakeholders-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="my-stakeholders-title">
          {s('title')}
        </Title>
        <Button
          component={Link}
          to={paths.myDashboardStakeholders.getHref(organisationId)}
          variant="light"
          size="xs"
        >
          {t('myDashboard.seeAll')}
        </Button>
      </Group>
      {stakeholders.isPending && <Skeleton height={200} />}
      {stakeholders.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('myDashboard.loadFailed')}
        </Alert>
      )}
      {stakeholders.data && stakeholders.data.totalItems === 0 && (
        <Stack align="center" gap={6} py="xl" data-testid="my-stakeholders-empty">
          <IconUsers size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>{s('empty')}</Text>
          <Text size="sm" c="gray.7" ta="center" maw={380}>
            {s('emptyText')}
          </Text>
        </Stack>
      )}
      {stakeholders.data && stakeholders.data.totalItems > 0 && (
        <Stack gap="sm">
          <div>
            <Text fz={28} fw={700} lh={1.1} data-testid="my-stakeholders-count">
              {stakeholders.data.totalItems}
            </Text>
            <Text size="sm" c="gray.7">
              {s('count', { count: stakeholders.data.totalItems })}
            </Text>
          </div>
          <StakeholderRows organisationId={organisationId} rows={stakeholders.data.items} />
        </Stack>
      )}
    </Card>
  );
}
