import { Anchor, Group, Text } from '@mantine/core';
import { encodeFilters, type ListFilter } from '@tandem/shared/core/list-query';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { can } from '@tandem/shared/permissions/can';
import type { ColDef } from 'ag-grid-community';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showSaveFailure } from '@/lib/form-support';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { FiltersButton } from '@/ui/data-list/filters-button';
import { LazyFiltersDrawer } from '@/ui/data-list/lazy-filters-drawer';
import { sortsOfColumns, type GridSort } from '@/ui/entity-grid/grid-sorts';
import {
  clearEntityField,
  updateEntity,
  updateEntityCustomValue,
  updateEntityField,
  useEntityTagsInUse,
  useProjectTeam,
} from './entity-api';
import { customValueBody } from './entity-custom-value-body';
import { keyApplies, useEntityExtras } from './entity-extras';
import { entityFilterFields } from './entity-filter-fields';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import { cellValue, customCellEditor, customFieldOfKey, extraGridColumns } from './entity-grid-extras';
import { cellWriteOf, editsInGrid } from './entity-grid-cell';
import { cellEditorOf, entityGridColumns, entitySortKeyOf } from './entity-grid-columns';
import type { EntityGridConfig } from './entity-grid-config';
import { useGridRows } from './entity-grid-rows';
import { useGridCellEvents } from './entity-grid-cell-events';
import { EntityGridFrame, useGridSelection } from './entity-grid-frame';
import { useGridWrite } from './entity-grid-write';
import { EntityImport } from './entity-import';
import type { AnyItem, EntityView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import '@/lib/i18n/en-gb-tags';

// Cells edit in the kit's own dialog (see `ServerSortedGrid` for why no AG Grid editing module).
// The editor dialog (Mantine's modal and its scroll area) loads on the first edit, not with the page.
const EntityCellDialog = lazy(() =>
  import('./entity-grid-editor').then((module) => ({ default: module.EntityCellDialog })),
);
/** The bulk actions appear once rows are selected: their dialogs and inputs load then, not with the grid. */
const EntitySelectionBar = lazy(() =>
  import('./entity-selection-bar').then((module) => ({ default: module.EntitySelectionBar })),
);

/** The kit's columns stand for the item's key they show (`field`). */
const fieldOfColumn = (column: ColDef<AnyItem>) => column.field;
/** A view's own columns are known by `colId` (several draw from more than one key). */
const colIdOfColumn = (column: ColDef<AnyItem>) => column.colId;
const noConfig: EntityGridConfig<AnyItem> = {};

const customCellEditorOf = (field: Parameters<typeof customCellEditor>[0] | undefined) =>
  field ? customCellEditor(field) : null;

/**
 * The full-width grid of a project entity (spec §2 grid pages), built from its declaration's view:
 * every active item in one `grid-data` call, sorted by the server; a cell edits in a dialog (double-
 * click or Enter), Delete/Backspace clears it; the row is replaced by the write's answer, or reloaded
 * when the write is refused; a selection bar for duplicate and delete. Edit controls only with the entity's edit right.
 * The rows come from the source the view names (`useGridRows`: grid-data, or the list paged); what a
 * view draws its own way is its `config` (`EntityGridConfig`, every part off unless given).
 */
export function EntityGrid<Item extends EntityItemBase>({
  view: typedView,
  organisationId,
  projectId,
  config: typedConfig,
}: {
  view: EntityView<Item>;
  organisationId: string;
  projectId: string;
  config?: EntityGridConfig<Item>;
}) {
  const view = typedView as unknown as EntityView;
  const config = (typedConfig ?? noConfig) as EntityGridConfig<AnyItem>;
  const ownColumns = config.columns;
  const { t } = useTranslation();
  const permissions = usePermissions();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  const mayView = can(permissions, view.permissions.view, project);
  const mayEdit = can(permissions, view.permissions.edit, project);

  const [sorts, setSorts] = useState<string | undefined>('refNumber');
  const [filters, setFilters] = useState<ListFilter[]>([]);
  const [filtering, setFiltering] = useState(false);
  const extras = useEntityExtras(view, organisationId);
  const applied = filters.filter(({ key }) => keyApplies(extras)(key));
  const items = useGridRows(
    view,
    project,
    { sorts, filters: config.filters ?? encodeFilters(applied) },
    mayView,
  );
  const { replaceRow, reloadRow, reloadAll } = items;
  // The team is for the editors' choices: asked for after the first rows, not beside them.
  const team = useProjectTeam(view, project, mayEdit && items.wholeAsked);
  const selection = useGridSelection<AnyItem>(reloadAll);

  const teamChoices = useMemo(
    () =>
      (team.data ?? []).map((member) => ({
        id: member.id,
        name: `${member.firstName} ${member.lastName}`.trim(),
      })),
    [team.data],
  );
  const tagsInUse = useEntityTagsInUse(view, project, mayView && extras.tags && filtering);
  const filterFields = entityFilterFields(view, extras, tagsInUse.data ?? [], t);
  const columns = useMemo(
    () =>
      ownColumns
        ? ownColumns(t)
        : [...entityGridColumns(view, t, { mayEdit }), ...extraGridColumns(extras, t, mayEdit)],
    [ownColumns, view, t, mayEdit, extras],
  );
  const editableKeys = config.editableKeys;
  /** Own columns mark their editable cells here; the kit's columns mark their own. */
  const columnDefaults = useMemo<ColDef<AnyItem> | undefined>(
    () =>
      ownColumns && {
        sortable: true,
        cellClass: ({ colDef }) =>
          mayEdit && editableKeys?.includes(colDef.colId ?? '') ? 'editable-cell' : '',
      },
    [ownColumns, mayEdit, editableKeys],
  );
  const [editing, setEditing] = useState<{ item: AnyItem; key: string } | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const ownRefused = config.onRefused;
  const onRefused = useCallback(
    (error: unknown) =>
      ownRefused ? ownRefused(error) : showSaveFailure(error, t, t(`${view.phrases}.conflict`)),
    [ownRefused, t, view.phrases],
  );
  const { busy, run } = useGridWrite<AnyItem>({ replaceRow, reloadRow, onRefused, onSettled: closeEditor });

  /** A custom value's write (`PUT .../custom-fields/{fieldId}/...`): unchanged sends nothing. */
  const saveCustom = useCallback(
    async (item: AnyItem, field: CustomField, newValue: unknown) => {
      const old = item.customFields?.[field.id] ?? null;
      const empty = newValue === null || newValue === '';
      if ((empty && old === null) || newValue === old) {
        setEditing(null);
        return;
      }
      const phrase = empty ? 'entityKit.grid.cleared' : 'entityKit.grid.saved';
      await run(
        item,
        () =>
          updateEntityCustomValue(
            view,
            { ...project, id: item.id },
            field.id,
            customValueBody(field, newValue, item.version),
          ),
        t(phrase, { field: field.name }),
      );
    },
    [view, project, t, run],
  );

  /** One finished edit: the field's write, its toast, and the row from the answer (or reloaded). */
  const saveCell = useCallback(
    async (item: AnyItem, key: string, newValue: unknown) => {
      const custom = customFieldOfKey(extras.customFields, key);
      if (custom) {
        await saveCustom(item, custom, newValue);
        return;
      }
      const field = view.fields[key];
      const write = field
        ? cellWriteOf(field, item[key], newValue, item.version, key)
        : { kind: 'none' as const };
      if (write.kind === 'none') {
        setEditing(null);
        return;
      }
      const ref = { ...project, id: item.id };
      const label = t(`${view.phrases}.fields.${key}`);
      const phrase = write.kind === 'clear' ? 'entityKit.grid.cleared' : 'entityKit.grid.saved';
      await run(
        item,
        () =>
          write.kind === 'clear'
            ? clearEntityField(view, ref, key, item.version)
            : write.kind === 'item'
              ? updateEntity(view, ref, write.body)
              : updateEntityField(view, ref, key, write.body),
        t(phrase, { field: label }),
      );
    },
    [view, project, t, run, extras.customFields, saveCustom],
  );

  /** Double-click or Enter opens the cell's editor; Delete or Backspace clears a clearable cell. */
  const editable = useCallback(
    (key: string) =>
      mayEdit &&
      (ownColumns
        ? !!editableKeys?.includes(key)
        : editsInGrid(view.fields[key]) || !!customCellEditorOf(customFieldOfKey(extras.customFields, key))),
    [mayEdit, ownColumns, editableKeys, view, extras.customFields],
  );
  const open = useCallback((item: AnyItem, key: string) => setEditing({ item, key }), []);
  const ownClear = config.clear;
  const clear = useCallback(
    (item: AnyItem, key: string) => (ownClear ? ownClear(item, key, run) : void saveCell(item, key, null)),
    [ownClear, run, saveCell],
  );
  const cellEvents = useGridCellEvents<AnyItem>({
    keyOf: ownColumns ? colIdOfColumn : fieldOfColumn,
    editable,
    busy,
    enterOpens: config.enterOpens ?? true,
    open,
    clear,
  });
  const editor =
    editing && !config.editor
      ? (customCellEditorOf(customFieldOfKey(extras.customFields, editing.key)) ??
        cellEditorOf(view, editing.key, t, teamChoices, organisationId))
      : null;

  const sortKeyOf = config.sortKeyOf;
  const onSortModel = useCallback(
    (model: GridSort[]) =>
      setSorts(
        sortsOfColumns(
          model,
          sortKeyOf ??
            ((colId) =>
              customFieldOfKey(extras.customFields, colId) ? colId : entitySortKeyOf(view)(colId)),
        ) ?? 'refNumber',
      ),
    [sortKeyOf, view, extras.customFields],
  );

  if (!mayView) return <NoViewAccess />;
  const loaded = items.rows.length;

  return (
    <EntityGridFrame<AnyItem>
      title={t(`${view.phrases}.gridTitle`)}
      headerActions={
        config.headerActions ? (
          config.headerActions({ reloadAll, sorts })
        ) : (
          <>
            <EntityImport view={view} project={project} />
            <Anchor component={Link} to={view.paths.list(organisationId, projectId)}>
              {t('entityKit.backToList')}
            </Anchor>
          </>
        )
      }
      toolbar={
        config.toolbar ? (
          config.toolbar({ mayEdit, loaded, total: items.total, isSuccess: items.isSuccess })
        ) : (
          <Group justify="space-between">
            <Group gap="sm">
              <FiltersButton active={applied.length} onClick={() => setFiltering(true)} />
              <Text size="sm" c="dimmed">
                {mayEdit ? t('entityKit.grid.editHint') : t('entityKit.grid.readOnly')}
              </Text>
            </Group>
            <Text size="sm" aria-live="polite" data-testid="grid-count">
              {items.isSuccess
                ? t('entityKit.grid.loadedOf', { count: items.rows.length })
                : t('entityKit.loading')}
            </Text>
          </Group>
        )
      }
      selectionBar={
        config.selectionBar
          ? config.selectionBar({ selected: selection.selected, mayEdit, onDone: selection.done })
          : mayEdit &&
            selection.selected.length > 0 && (
              <Suspense fallback={null}>
                <EntitySelectionBar
                  view={view}
                  project={project}
                  tags={extras.tags}
                  selected={selection.selected}
                  onDone={selection.done}
                />
              </Suspense>
            )
      }
      selection={selection}
      isError={items.isError}
      empty={config.empty !== undefined && items.isSuccess && loaded === 0 && config.empty}
      grid={{
        rows: items.rows,
        columns,
        columnDefaults,
        selectable: mayEdit || config.selectableByViewers === true,
        reservedHeight: config.reservedHeight ?? 300,
        boxProps: config.boxProps ?? {
          'data-testid': 'entity-grid',
          'aria-label': t(`${view.phrases}.gridLabel`),
          role: 'region',
        },
        ...(config.rowHeight ? { rowHeight: config.rowHeight } : {}),
        ...(config.empty !== undefined ? { suppressNoRowsOverlay: true } : {}),
        ...cellEvents,
        onSortModel,
        onFirstRowsPainted: items.firstRowsPainted,
      }}
    >
      {config.filters === undefined && (
        <LazyFiltersDrawer
          opened={filtering}
          onClose={() => setFiltering(false)}
          fields={filterFields}
          filters={applied}
          onApply={setFilters}
          onReset={() => setFilters([])}
        />
      )}
      {editing && config.editor?.(editing, { run, busy, close: closeEditor })}
      {editing && editor && (
        <Suspense fallback={null}>
          <EntityCellDialog
            params={editor}
            value={cellValue(editing.item, editing.key)}
            busy={busy}
            onSave={(value) => void saveCell(editing.item, editing.key, value)}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      )}
    </EntityGridFrame>
  );
}
