import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { DASHBOARD_ACTIONS_PAGE_SIZE, NO_ACCESS_PROJECTS_ID } from '@tandem/shared/dashboard/limits';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ListPagination } from '@/ui/data-list/list-pagination';
import { SearchBox } from '@/ui/data-list/search-box';
import {
  useDashboardActions,
  type DashboardListKind,
  type DashboardListQuery,
} from '../api/get-dashboard-actions';
import { useMyActionsOverview } from '../api/get-my-actions-overview';
import { DashboardActionsTable } from './dashboard-actions-table';
import { dashboardRagStatuses } from './my-actions-model';

const filterKeys = ['name', 'refNumber', 'projectId', 'actionTypeId', 'ragStatus'] as const;

const phrases = {
  all: { title: 'allTitle', intro: 'allIntro', empty: 'emptyAll', emptyText: 'emptyAllText' },
  overdue: {
    title: 'overdueTitle',
    intro: 'overdueIntro',
    empty: 'emptyOverdue',
    emptyText: 'emptyOverdueText',
  },
  upcoming: {
    title: 'upcomingTitle',
    intro: 'upcomingIntro',
    empty: 'emptyUpcoming',
    emptyText: 'emptyUpcomingText',
  },
} as const;

/**
 * A My Dashboard list page (spec §2): the user's actions, overdue or upcoming ones, filtered by name,
 * reference, project, action type and RAG (kept in the address), 5 per page for overdue and upcoming
 * (spec §9), with a Go back link to the dashboard. `initialRag` is the `{type}` of the address.
 */
export function DashboardActionList({
  organisationId,
  kind,
  initialRag,
  actionTypes,
}: {
  organisationId: string;
  kind: DashboardListKind;
  initialRag?: string;
  /** The organisation's action types, for the filter (the route reads them from the actions feature). */
  actionTypes: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const value = (key: (typeof filterKeys)[number]) =>
    search.get(key) ?? (key === 'ragStatus' && initialRag ? initialRag : '');
  const query: DashboardListQuery = {
    page: search.get('page') ?? '1',
    pageSize: String(kind === 'all' ? 10 : DASHBOARD_ACTIONS_PAGE_SIZE),
  };
  for (const key of filterKeys) if (value(key)) query[key] = value(key);
  const list = useDashboardActions(organisationId, kind, query);
  const projects = useMyActionsOverview(organisationId).data?.projects ?? [];
  const filtered = filterKeys.some((key) => value(key));

  const setFilter = (key: (typeof filterKeys)[number], next: string) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set(key, next);
      if (!next && !(key === 'ragStatus' && initialRag)) params.delete(key);
      // Lists go back to page 1 when a filter changes (spec §4).
      params.delete('page');
      return params;
    });
  const p = phrases[kind];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.myDashboard.getHref(organisationId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('myDashboard.goBack')}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t(`myDashboard.list.${p.title}`)}</Title>
        <Text c="gray.7">{t(`myDashboard.list.${p.intro}`)}</Text>
      </div>
      <Card withBorder padding="md" component="section" aria-label={t('myDashboard.list.filters')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchBox
            label={t('myDashboard.list.filterName')}
            value={value('name')}
            onSearch={(text) => setFilter('name', text)}
          />
          <TextInput
            label={t('myDashboard.list.filterRef')}
            inputMode="numeric"
            w={150}
            value={value('refNumber')}
            onChange={(event) => setFilter('refNumber', event.currentTarget.value.replace(/\D/g, ''))}
          />
          <NativeSelect
            label={t('myDashboard.list.filterProject')}
            value={value('projectId')}
            onChange={(event) => setFilter('projectId', event.currentTarget.value)}
            data={[
              { value: '', label: t('myDashboard.list.anyProject') },
              ...projects
                .filter((project) => project.projectId !== NO_ACCESS_PROJECTS_ID)
                .map((project) => ({ value: project.projectId, label: project.projectName })),
            ]}
          />
          <NativeSelect
            label={t('myDashboard.list.filterActionType')}
            value={value('actionTypeId')}
            onChange={(event) => setFilter('actionTypeId', event.currentTarget.value)}
            data={[
              { value: '', label: t('myDashboard.list.anyActionType') },
              ...actionTypes.map((type) => ({ value: type.id, label: type.name })),
            ]}
          />
          <NativeSelect
            label={t('myDashboard.list.filterRag')}
            value={value('ragStatus')}
            onChange={(event) => setFilter('ragStatus', event.currentTarget.value)}
            data={[
              { value: '', label: t('myDashboard.list.anyRag') },
              ...dashboardRagStatuses.map((status) => ({ value: status.id, label: t(status.key) })),
            ]}
          />
          <Button variant="subtle" disabled={!filtered} onClick={() => setSearch(new URLSearchParams())}>
            {t('myDashboard.list.reset')}
          </Button>
        </Group>
      </Card>
      {list.isPending && <Skeleton height={200} />}
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.loadData')}
        </Alert>
      )}
      {list.data && list.data.totalItems === 0 && (
        <Stack align="center" gap={4} py="xl" data-testid="dashboard-list-empty">
          <Text fw={600}>
            {filtered ? t('myDashboard.list.emptyFiltered') : t(`myDashboard.list.${p.empty}`)}
          </Text>
          {!filtered && (
            <Text size="sm" c="gray.7">
              {t(`myDashboard.list.${p.emptyText}`)}
            </Text>
          )}
        </Stack>
      )}
      {list.data && list.data.totalItems > 0 && (
        <>
          <DashboardActionsTable
            rows={list.data.items}
            label={t(`myDashboard.list.${p.title}`)}
            editable={kind === 'all'}
          />
          <ListPagination
            page={list.data.page}
            totalPages={list.data.totalPages}
            totalItems={list.data.totalItems}
            onPageChange={(page) =>
              setSearch((current) => {
                const params = new URLSearchParams(current);
                params.set('page', String(page));
                return params;
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
