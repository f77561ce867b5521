import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconChartPie, IconTable } from '@tabler/icons-react';
import { SortDirection } from '@tandem/shared/core/list-query';
import { COMPLETED_RAG_SORT_VALUE } from '@tandem/shared/core/rag-sort-value';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useVisualisationsOff } from '@/lib/use-visualisations-off';
import { usePermissions } from '@/lib/permissions-store';
import { type DataColumn } from '@/ui/data-list/data-table';
import type { FilterField } from '@/ui/data-list/filters-drawer';
import { SearchableList } from '@/ui/data-list/searchable-list';
import { useListQuery } from '@/ui/data-list/use-list-query';
import { NoViewAccess } from '@/ui/no-view-access';
import type { ProjectRef } from '../api/keys';
import { useActions, type Action } from '../api/list-actions';
import { canCall } from '@/lib/endpoint-permissions';
import { ProgressPill, RagPill, progressOptions, ragOptions } from '@/ui/status-pills';
import { ActionSidePanel } from './action-side-panel';
import { NewActionButton } from './new-action-button';
import { dayOf } from './grid-logic';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';
const dateText = (value: string) => {
  const day = dayOf(value);
  return day ? formatDate(`${day}T00:00:00`) : '';
};
const lifecycleStatuses = ['active', 'archived', 'deleted'] as const;

/**
 * The change area's actions list (spec §2): paged (page 1, 10 a page by default), sorted by the
 * column headers, filtered by the search box and the filters panel. The server shows active actions
 * unless a lifecycle filter says otherwise (spec §4). A name opens the action's side panel, whose
 * address (`actions/{actionId}`) keeps the list's page and filters.
 */
export function ActionsList({ organisationId, projectId, actionId }: ProjectRef & { actionId?: string }) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = usePermissions();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  const mayView = canCall(permissions, 'listActions', project);
  const visualisationsOff = useVisualisationsOff(organisationId);
  const list = useListQuery({
    identifier: projectId,
    name: 'actions',
    defaultSorts: [{ key: 'refNumber', direction: SortDirection.ASCENDING }],
  });
  const actions = useActions(project, list.apiQuery, mayView);

  if (!mayView) return <NoViewAccess />;

  const panelHref = (action: Action) =>
    `${paths.changeAction.getHref(organisationId, projectId, action.id)}${location.search}`;
  const closePanel = () => navigate(`${paths.actions.getHref(organisationId, projectId)}${location.search}`);

  const columns: DataColumn<Action>[] = [
    { key: 'refNumber', header: t('actionItems.columns.refNumber'), sortable: true },
    {
      key: 'name',
      header: t('actionItems.columns.name'),
      sortable: true,
      render: (action) => (
        <Anchor
          component={Link}
          to={panelHref(action)}
          size="sm"
          c="blue.9"
          underline="always"
          aria-label={t('actionDetail.list.openPanel', { name: action.name })}
          data-testid="action-name-link"
        >
          {action.name}
        </Anchor>
      ),
    },
    {
      key: 'progressStatus',
      header: t('actionItems.columns.progressStatus'),
      sortable: true,
      render: (action) => <ProgressPill progressStatus={action.progressStatus} />,
    },
    {
      key: 'ragStatus',
      header: t('actionItems.columns.ragStatus'),
      sortable: true,
      render: (action) => <RagPill ragStatus={action.ragStatus} progressStatus={action.progressStatus} />,
    },
    {
      key: 'owner',
      header: t('actionItems.columns.owner'),
      sortable: true,
      render: (action) => fullName(action.owner),
    },
    {
      key: 'assignedTo',
      header: t('actionItems.columns.assignedTo'),
      sortable: true,
      render: (action) => action.assignedToName ?? '',
    },
    {
      key: 'startDate',
      header: t('actionItems.columns.startDate'),
      sortable: true,
      render: (action) => dateText(action.startDate),
    },
    {
      key: 'endDate',
      header: t('actionItems.columns.endDate'),
      sortable: true,
      render: (action) => dateText(action.endDate),
    },
    {
      key: 'actionType',
      header: t('actionItems.columns.actionType'),
      sortable: true,
      render: (action) => action.actionType ?? '',
    },
  ];

  const filterFields: FilterField[] = [
    {
      key: 'progressStatus',
      label: t('actionItems.columns.progressStatus'),
      type: 'select',
      options: progressOptions.map((option) => ({ value: String(option.value), label: t(option.key) })),
    },
    {
      key: 'ragStatus',
      label: t('actionItems.columns.ragStatus'),
      type: 'select',
      // Completed actions sort and filter as RAG 4 (spec §4).
      options: [
        ...ragOptions.map((option) => ({ value: String(option.value), label: t(option.key) })),
        { value: String(COMPLETED_RAG_SORT_VALUE), label: t('actionItems.rag.completed') },
      ],
    },
    { key: 'owner', label: t('actionItems.columns.owner'), type: 'text' },
    { key: 'assignedTo', label: t('actionItems.columns.assignedTo'), type: 'text' },
    { key: 'actionType', label: t('actionItems.columns.actionType'), type: 'text' },
    {
      key: 'lifecycleStatus',
      label: t('actionDetail.list.lifecycleStatus'),
      type: 'select',
      options: lifecycleStatuses.map((status) => ({
        value: status,
        label: t(`actionDetail.lifecycle.${status}`),
      })),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('actionDetail.list.title')}</Title>
        <Group gap="xs">
          <NewActionButton project={project} />
          <Button
            component={Link}
            to={paths.actionsGrid.getHref(organisationId, projectId)}
            variant="default"
            leftSection={<IconTable size={16} aria-hidden />}
          >
            {t('actionItems.openGrid')}
          </Button>
          {!visualisationsOff && (
            <Button
              component={Link}
              to={paths.actionsVisualisations.getHref(organisationId, projectId)}
              variant="default"
              leftSection={<IconChartPie size={16} aria-hidden />}
            >
              {t('actionDetail.list.visualisations')}
            </Button>
          )}
        </Group>
      </Group>
      <SearchableList
        list={list}
        nameKey="name"
        searchLabel={t('actionItems.searchName')}
        tableLabel={t('actionDetail.list.tableLabel')}
        loadingText={t('actionItems.loading')}
        columns={columns}
        filterFields={filterFields}
        rowKey={(action) => action.id}
        page={actions}
      />
      <ActionSidePanel actionRef={actionId ? { ...project, actionId } : null} onClose={closePanel} />
    </Stack>
  );
}
