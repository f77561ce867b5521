import { ActionIcon, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import { coreDataEndpointId } from '@tandem/shared/core-data/contract';
import { coreDataKinds, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { canCall } from '@/lib/endpoint-permissions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions-store';
import { type DataColumn } from '@/ui/data-list/data-table';
import { ExportDialog } from '@/ui/data-list/export-dialog';
import type { FilterField } from '@/ui/data-list/filters-drawer';
import { LazyFiltersDrawer } from '@/ui/data-list/lazy-filters-drawer';
import { saveFile } from '@/ui/data-list/save-file';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { SearchBox } from '@/ui/data-list/search-box';
import { useListQuery } from '@/ui/data-list/use-list-query';
import { NoViewAccess } from '@/ui/no-view-access';
import type { CoreDataItem } from '../api/core-data-call';
import { exportCoreDataItems } from '../api/export-core-data-items';
import { useCoreDataItems } from '../api/list-core-data-items';
import { DeleteItemModal } from './delete-item-modal';
import { ItemFormModal } from './item-form-modal';
import { kindColumns, kindFields, type KindField } from './kind-fields';
import { useReferenceOptions } from './use-reference-options';
import { FiltersButton } from '@/ui/data-list/filters-button';
import { PagedTable } from '@/ui/data-list/paged-table';

type CoreDataKindPageProps = { organisationId: string; kind: CoreDataKind };

const SEARCH_KEY = 'name';

/** A referenced item's name in place of its id. */
function ReferenceCell({
  organisationId,
  field,
  id,
}: {
  organisationId: string;
  field: KindField;
  id: unknown;
}) {
  const options = useReferenceOptions(organisationId, field.type === 'reference' ? field.kind : undefined);
  if (typeof id !== 'string' || id === '') return null;
  return <>{options.find((option) => option.value === id)?.label ?? ''}</>;
}

/**
 * One core data list (spec §2 core-data pages), generic over the kinds table: a paged, sortable,
 * filterable list with search; create, edit and delete for those allowed to (owners and admins);
 * export to .xlsx with chosen columns. Readers get the access-denied text.
 */
export function CoreDataKindPage({ organisationId, kind }: CoreDataKindPageProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const target = { organisationId };
  const mayView = canCall(permissions, coreDataEndpointId(kind, 'list'), target);
  const mayEdit = canCall(permissions, coreDataEndpointId(kind, 'create'), target);
  const title = t(`coreData.kinds.${kind}`);
  const fields = useMemo(() => kindFields(kind), [kind]);
  const columns = useMemo(() => kindColumns(kind), [kind]);

  const list = useListQuery({ identifier: organisationId, name: `core-data.${kind}` });
  const items = useCoreDataItems(kind, organisationId, list.apiQuery, { enabled: mayView });
  const [editing, setEditing] = useState<CoreDataItem | 'new' | undefined>();
  const [deleting, setDeleting] = useState<CoreDataItem | undefined>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);

  const filterFields = useMemo(
    (): FilterField[] =>
      fields.flatMap((field): FilterField[] => {
        if (field.type === 'text') return [{ key: field.key, label: field.label, type: 'text' }];
        if (field.type === 'choice')
          return [{ key: field.key, label: field.label, type: 'select', options: field.options }];
        return [];
      }),
    [fields],
  );
  const tableColumns = useMemo(
    (): DataColumn<CoreDataItem>[] =>
      columns
        .filter((column) => column.key in coreDataKinds[kind].columns)
        .map((column) => {
          const field = fields.find((item) => item.key === column.key);
          const record = (row: CoreDataItem) => row as Record<string, unknown>;
          let render: DataColumn<CoreDataItem>['render'];
          if (field?.type === 'reference') {
            render = (row) => (
              <ReferenceCell organisationId={organisationId} field={field} id={record(row)[field.key]} />
            );
          } else if (field?.type === 'choice') {
            render = (row) =>
              field.options.find((option) => option.value === String(record(row)[field.key]))?.label;
          } else if (field?.type === 'boolean') {
            render = (row) => t(record(row)[field.key] ? 'dataList.yes' : 'dataList.no');
          }
          return { key: column.key, header: column.label, sortable: true, render };
        }),
    [columns, fields, kind, organisationId, t],
  );

  if (!mayView || (items.isError && isApiError(items.error) && items.error.status === 403)) {
    return <NoViewAccess />;
  }

  const search = list.query.filters.find((filter) => filter.key === SEARCH_KEY)?.values[0] ?? '';
  const panelFilters = list.query.filters.filter((filter) => filter.key !== SEARCH_KEY);

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={paths.coreData.getHref(organisationId)} size="sm">
          {t('coreData.allCoreData')}
        </Anchor>
        <Title order={1}>{title}</Title>
      </div>
      {!mayEdit && (
        <Text c="gray.7" size="sm">
          {t('coreData.readOnly')}
        </Text>
      )}
      <Group justify="space-between" align="flex-end">
        <SearchBox
          label={t('dataList.search')}
          value={search}
          onSearch={(text) =>
            list.setFilter(
              SEARCH_KEY,
              text
                ? {
                    key: SEARCH_KEY,
                    operator: FilterOperator.CONTAINS,
                    values: [text],
                    join: FilterValueJoin.OR,
                  }
                : undefined,
            )
          }
        />
        <Group gap="xs">
          <FiltersButton active={panelFilters.length} onClick={() => setFiltersOpen(true)} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => setExportOpen(true)}
          >
            {t('dataList.export')}
          </Button>
          {mayEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('coreData.add', { item: coreDataKinds[kind].label.toLowerCase() })}
            </Button>
          )}
        </Group>
      </Group>
      <PagedTable
        label={title}
        columns={tableColumns}
        rowKey={(row) => row.id}
        list={list}
        page={items.data}
        loading={items.isPending && mayView}
        failed={items.isError}
        actions={
          mayEdit
            ? {
                header: t('dataList.actions'),
                render: (row) => (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('coreData.edit', { name: row.name })}
                      onClick={() => setEditing(row)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('coreData.delete', { name: row.name })}
                      onClick={() => setDeleting(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ),
              }
            : undefined
        }
      />
      <LazyFiltersDrawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        fields={filterFields}
        filters={list.query.filters}
        onApply={list.setFilters}
        onReset={list.resetFilters}
      />
      <ExportDialog
        opened={exportOpen}
        onClose={() => setExportOpen(false)}
        title={t('coreData.exportTitle', { list: title.toLowerCase() })}
        columns={columns}
        onExport={async (keys) => {
          try {
            saveFile(
              await exportCoreDataItems({
                kind,
                organisationId,
                columns: keys,
                sorts: list.apiQuery.sorts,
                filters: list.apiQuery.filters,
              }),
            );
          } catch (error) {
            toastSaveFailed(t, error);
            throw error;
          }
        }}
      />
      {mayEdit && (
        <ItemFormModal
          kind={kind}
          organisationId={organisationId}
          item={editing === 'new' ? undefined : editing}
          opened={editing !== undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      {mayEdit && (
        <DeleteItemModal
          kind={kind}
          organisationId={organisationId}
          item={deleting}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </Stack>
  );
}
