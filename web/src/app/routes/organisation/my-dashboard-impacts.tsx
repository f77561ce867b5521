import { Alert, Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard';
import '@/lib/i18n/en-gb-dashboard-people';
import { useUserImpacts, type UserImpactsQuery } from '@/features/dashboard/api/get-my-impacts';
import { DashboardImpactsTable } from '@/features/dashboard/components/dashboard-impacts-table';
import { GoBack } from '@/features/dashboard/components/go-back';
import { MyImpactsPanel } from '@/features/dashboard/components/my-impacts-panel';
import { useMe } from '@/features/users/api/get-me';
import { ListPagination } from '@/ui/data-list/list-pagination';
import { progressOptions } from '@/ui/status-pills';

const levels = [
  ['3', 'high'],
  ['2', 'medium'],
  ['1', 'low'],
  ['0', 'unknown'],
] as const;

/** My Dashboard › my impacts (See all of My Impacts): the pie and every impact the user owns, filtered. */
export default function MyDashboardImpactsRoute() {
  const { t } = useTranslation();
  const p = (key: string) => t(`myDashboardPeople.impacts.${key}`);
  const { organisationId = '' } = useParams();
  const me = useMe().data;
  const fullName = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  const [search, setSearch] = useSearchParams();
  const query: UserImpactsQuery = { page: search.get('page') ?? '1', pageSize: '10' };
  const level = search.get('level') ?? '';
  const progressStatus = search.get('progressStatus') ?? '';
  if (level) query.level = level;
  if (progressStatus) query.progressStatus = progressStatus;
  const impacts = useUserImpacts(organisationId, query);
  const set = (key: string, value: string) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (value) params.set(key, value);
      else params.delete(key);
      if (key !== 'page') params.delete('page');
      return params;
    });
  const filtered = Boolean(level || progressStatus);
  return (
    <Stack gap="md">
      <GoBack organisationId={organisationId} />
      <div>
        <Title order={1}>{p('allTitle')}</Title>
        <Text c="gray.7">{p('allIntro')}</Text>
      </div>
      <MyImpactsPanel organisationId={organisationId} fullName={fullName} />
      <Card withBorder padding="md" component="section" aria-label={t('myDashboard.list.filters')}>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={p('filterLevel')}
            value={level}
            onChange={(event) => set('level', event.currentTarget.value)}
            data={[
              { value: '', label: p('anyLevel') },
              ...levels.map(([value, key]) => ({ value, label: p(`level.${key}`) })),
            ]}
          />
          <NativeSelect
            label={p('filterProgress')}
            value={progressStatus}
            onChange={(event) => set('progressStatus', event.currentTarget.value)}
            data={[
              { value: '', label: p('anyProgress') },
              ...progressOptions.map((option) => ({ value: String(option.value), label: t(option.key) })),
            ]}
          />
          <Button variant="subtle" disabled={!filtered} onClick={() => setSearch(new URLSearchParams())}>
            {t('myDashboard.list.reset')}
          </Button>
        </Group>
      </Card>
      {impacts.isPending && <Skeleton height={200} />}
      {impacts.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.loadData')}
        </Alert>
      )}
      {impacts.data && impacts.data.totalItems === 0 && (
        <Text fw={600} ta="center" py="xl" data-testid="dashboard-list-empty">
          {filtered ? p('emptyFiltered') : p('empty')}
        </Text>
      )}
      {impacts.data && impacts.data.totalItems > 0 && (
        <>
          <DashboardImpactsTable organisationId={organisationId} rows={impacts.data.items} />
          <ListPagination
            page={impacts.data.page}
            totalPages={impacts.data.totalPages}
            totalItems={impacts.data.totalItems}
            onPageChange={(page) => set('page', String(page))}
          />
        </>
      )}
    </Stack>
  );
}
