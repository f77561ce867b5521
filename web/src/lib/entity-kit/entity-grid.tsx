import { Anchor, Group, Text } from '@mantine/core';
import { encodeFilters, type ListFilter } from '@tandem/shared/core/list-query';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import type { ColDef } from 'ag-grid-community';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showSaveFailure } from '@/lib/form-support';
import { NoViewAccess } from '@/ui/no-view-access';
import { FiltersButton } from '@/ui/data-list/filters-button';
import { LazyFiltersDrawer } from '@/ui/data-list/lazy-filters-drawer';
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
import { useFilterChoices } from './entity-reference-choices';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import { cellValue, customCellEditor, customFieldOfKey, extraGridColumns } from './entity-grid-extras';
import { cellWriteOf, editsInGrid } from './entity-grid-cell';
import { cellEditorOf, entityGridColumns, entitySortKeyOf } from './entity-grid-columns';
import { EntityGridFrame } from './entity-grid-frame';
import { useEntityGridRows } from './entity-grid-api';
import { useEntityGridState, type GridRun } from './entity-grid-state';
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

const noEditor = () => {};

const customCellEditorOf = (field: Parameters<typeof customCellEditor>[0] | undefined) =>
  field ? customCellEditor(field) : null;

/**
 * The full-width grid of a project entity (spec §2 grid pages), built from its declaration's view:
 * every active item in one `grid-data` call, sorted by the server; a cell edits in a dialog (double-
 * click or Enter), Delete/Backspace clears it; the row is replaced by the write's answer, or reloaded
 * when the write is refused; a selection bar for duplicate and delete. Edit controls only with the entity's edit right.
 * Its state (rights, rows, sort, selection, editing, writes, gestures) is `useEntityGridState`, which
 * the actions grid draws with its own parts.
 */
export function EntityGrid<Item extends EntityItemBase>({
  view: typedView,
  organisationId,
  projectId,
}: {
  view: EntityView<Item>;
  organisationId: string;
  projectId: string;
}) {
  const view = typedView as unknown as EntityView;
  const { t } = useTranslation();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);

  const [filters, setFilters] = useState<ListFilter[]>([]);
  const [filtering, setFiltering] = useState(false);
  const extras = useEntityExtras(view, organisationId);
  const applied = filters.filter(({ key }) => keyApplies(extras)(key));

  /** A custom value's write (`PUT .../custom-fields/{fieldId}/...`): unchanged sends nothing. */
  const saveCustom = useCallback(
    async (
      run: GridRun<AnyItem>,
      item: AnyItem,
      field: CustomField,
      newValue: unknown,
      close: () => void,
    ) => {
      const old = item.customFields?.[field.id] ?? null;
      const empty = newValue === null || newValue === '';
      if ((empty && old === null) || newValue === old) {
        close();
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
    [view, project, t],
  );

  /** One finished edit: the field's write, its toast, and the row from the answer (or reloaded). */
  const saveCell = useCallback(
    async (run: GridRun<AnyItem>, item: AnyItem, key: string, newValue: unknown, close: () => void) => {
      const custom = customFieldOfKey(extras.customFields, key);
      if (custom) {
        await saveCustom(run, item, custom, newValue, close);
        return;
      }
      const field = view.fields[key];
      const write = field
        ? cellWriteOf(field, item[key], newValue, item.version, key)
        : { kind: 'none' as const };
      if (write.kind === 'none') {
        close();
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
    [view, project, t, extras.customFields, saveCustom],
  );

  const onRefused = useCallback(
    (error: unknown) => showSaveFailure(error, t, t(`${view.phrases}.conflict`)),
    [t, view.phrases],
  );
  /** Double-click or Enter opens the cell's editor; Delete or Backspace clears a clearable cell. */
  const editable = useCallback(
    (key: string) =>
      editsInGrid(view.fields[key]) || !!customCellEditorOf(customFieldOfKey(extras.customFields, key)),
    [view, extras.customFields],
  );
  // A clear closes no editor: none is open.
  const clear = useCallback(
    (item: AnyItem, key: string, run: GridRun<AnyItem>) => void saveCell(run, item, key, null, noEditor),
    [saveCell],
  );
  const sortKeyOf = useCallback(
    (colId: string) => (customFieldOfKey(extras.customFields, colId) ? colId : entitySortKeyOf(view)(colId)),
    [view, extras.customFields],
  );
  const grid = useEntityGridState(
    view,
    project,
    {
      filters: encodeFilters(applied),
      keyOf: fieldOfColumn,
      editable,
      clear,
      enterOpens: true,
      onRefused,
      sortKeyOf,
    },
    useEntityGridRows<AnyItem>,
  );
  const { mayView, mayEdit, items, selection, editing, closeEditor, busy, run } = grid;
  // The team is for the editors' choices: asked for after the first rows, not beside them.
  const team = useProjectTeam(view, project, mayEdit && items.wholeAsked);

  const teamChoices = useMemo(
    () =>
      (team.data ?? []).map((member) => ({
        id: member.id,
        name: `${member.firstName} ${member.lastName}`.trim(),
      })),
    [team.data],
  );
  const tagsInUse = useEntityTagsInUse(view, project, mayView && extras.tags && filtering);
  const filterChoices = useFilterChoices(view.fields, project, mayView && filtering);
  const filterFields = entityFilterFields(view, extras, tagsInUse.data ?? [], t, { filterChoices });
  const columns = useMemo(
    () => [...entityGridColumns(view, t, { mayEdit }), ...extraGridColumns(extras, t, mayEdit)],
    [view, t, mayEdit, extras],
  );
  const editor = editing
    ? (customCellEditorOf(customFieldOfKey(extras.customFields, editing.key)) ??
      cellEditorOf(view, editing.key, t, teamChoices, organisationId))
    : null;

  if (!mayView) return <NoViewAccess />;

  return (
    <EntityGridFrame<AnyItem>
      title={t(`${view.phrases}.gridTitle`)}
      headerActions={
        <>
          <EntityImport view={view} project={project} />
          <Anchor component={Link} to={view.paths.list(organisationId, projectId)}>
            {t('entityKit.backToList')}
          </Anchor>
        </>
      }
      toolbar={
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
      }
      selectionBar={
        mayEdit &&
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
      state={grid}
      grid={{
        columns,
        selectable: mayEdit,
        reservedHeight: 300,
        boxProps: {
          'data-testid': 'entity-grid',
          'aria-label': t(`${view.phrases}.gridLabel`),
          role: 'region',
        },
        onFirstRowsPainted: items.firstRowsPainted,
      }}
    >
      <LazyFiltersDrawer
        opened={filtering}
        onClose={() => setFiltering(false)}
        fields={filterFields}
        filters={applied}
        onApply={setFilters}
        onReset={() => setFilters([])}
      />
      {editing && editor && (
        <Suspense fallback={null}>
          <EntityCellDialog
            params={editor}
            value={cellValue(editing.item, editing.key)}
            busy={busy}
            onSave={(value) => void saveCell(run, editing.item, editing.key, value, closeEditor)}
            onCancel={closeEditor}
          />
        </Suspense>
      )}
    </EntityGridFrame>
  );
}
