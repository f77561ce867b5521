import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard';
import '@/lib/i18n/en-gb-dashboard-people';
import { useMyStakeholders, type UserStakeholdersQuery } from '@/features/dashboard/api/get-my-stakeholders';
import { GoBack } from '@/features/dashboard/components/go-back';
import { StakeholderRows } from '@/features/dashboard/components/stakeholder-rows';
import { ListPagination } from '@/ui/data-list/list-pagination';
import { SearchBox } from '@/ui/data-list/search-box';

/**
 * My Dashboard › my stakeholders (spec §2 userStakeholders): every person whose relationship the user
 * owns, by first then last name, with sentiment, commitment and receptiveness and their hover cards.
 */
export default function MyDashboardStakeholdersRoute() {
  const { t } = useTranslation();
  const s = (key: string) => t(`myDashboardPeople.stakeholders.${key}`);
  const { organisationId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const name = search.get('name') ?? '';
  const query: UserStakeholdersQuery = { page: search.get('page') ?? '1', pageSize: '10' };
  if (name) query.name = name;
  const stakeholders = useMyStakeholders(organisationId, query);
  const set = (key: string, value: string) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (value) params.set(key, value);
      else params.delete(key);
      if (key !== 'page') params.delete('page');
      return params;
    });
  return (
    <Stack gap="md">
      <GoBack organisationId={organisationId} />
      <div>
        <Title order={1}>{s('allTitle')}</Title>
        <Text c="gray.7">{s('allIntro')}</Text>
      </div>
      <SearchBox label={s('searchName')} value={name} onSearch={(text) => set('name', text)} />
      {stakeholders.isPending && <Skeleton height={200} />}
      {stakeholders.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.loadData')}
        </Alert>
      )}
      {stakeholders.data && stakeholders.data.totalItems === 0 && (
        <Stack align="center" gap={4} py="xl" data-testid="dashboard-list-empty">
          <Text fw={600}>{name ? s('emptyFiltered') : s('empty')}</Text>
          {!name && (
            <Text size="sm" c="gray.7">
              {s('emptyText')}
            </Text>
          )}
        </Stack>
      )}
      {stakeholders.data && stakeholders.data.totalItems > 0 && (
        <>
          <StakeholderRows organisationId={organisationId} rows={stakeholders.data.items} full />
          <ListPagination
            page={stakeholders.data.page}
            totalPages={stakeholders.data.totalPages}
            totalItems={stakeholders.data.totalItems}
            onPageChange={(page) => set('page', String(page))}
          />
        </>
      )}
    </Stack>
  );
}
