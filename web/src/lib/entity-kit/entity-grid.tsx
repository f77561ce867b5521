import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { encodeFilters, type ListFilter } from '@tandem/shared/core/list-query';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { can } from '@tandem/shared/permissions/can';
import type { CellDoubleClickedEvent, CellKeyDownEvent } from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showSaveFailure } from '@/lib/form-support';
import { usePermissions } from '@/lib/permissions-store';
import { showToast } from '@/lib/toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { FiltersButton } from '@/ui/data-list/filters-button';
import { LazyFiltersDrawer } from '@/ui/data-list/lazy-filters-drawer';
import { sortsOfColumns, type GridSort } from '@/ui/entity-grid/grid-sorts';
import { ServerSortedGrid } from '@/ui/entity-grid/server-sorted-grid';
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
import { useEntityGridRows } from './entity-grid-api';
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

const customCellEditorOf = (field: Parameters<typeof customCellEditor>[0] | undefined) =>
  field ? customCellEditor(field) : null;

/**
 * The full-width grid of a project entity (spec §2 grid pages), built from its declaration's view:
 * every active item in one `grid-data` call, sorted by the server; a cell edits in a dialog (double-
 * click or Enter), Delete/Backspace clears it; the row is replaced by the write's answer, or reloaded
 * when the write is refused; a selection bar for duplicate and delete. Edit controls only with the entity's edit right.
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
  const permissions = usePermissions();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  const mayView = can(permissions, view.permissions.view, project);
  const mayEdit = can(permissions, view.permissions.edit, project);

  const [sorts, setSorts] = useState<string | undefined>('refNumber');
  const [filters, setFilters] = useState<ListFilter[]>([]);
  const [filtering, setFiltering] = useState(false);
  const extras = useEntityExtras(view, organisationId);
  const applied = filters.filter(({ key }) => keyApplies(extras)(key));
  const items = useEntityGridRows(view, project, sorts, mayView, encodeFilters(applied));
  const { replaceRow, reloadRow, reloadAll } = items;
  // The team is for the editors' choices: asked for after the first rows, not beside them.
  const team = useProjectTeam(view, project, mayEdit && items.wholeAsked);
  const gridRef = useRef<AgGridReact<AnyItem>>(null);
  const [selected, setSelected] = useState<AnyItem[]>([]);

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
    () => [...entityGridColumns(view, t, { mayEdit }), ...extraGridColumns(extras, t, mayEdit)],
    [view, t, mayEdit, extras],
  );
  const [editing, setEditing] = useState<{ item: AnyItem; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  /** A custom value's write (`PUT .../custom-fields/{fieldId}/...`): unchanged sends nothing. */
  const saveCustom = useCallback(
    async (item: AnyItem, field: CustomField, newValue: unknown) => {
      const old = item.customFields?.[field.id] ?? null;
      const empty = newValue === null || newValue === '';
      if ((empty && old === null) || newValue === old) {
        setEditing(null);
        return;
      }
      setBusy(true);
      try {
        const body = customValueBody(field, newValue, item.version);
        replaceRow(item.id, await updateEntityCustomValue(view, { ...project, id: item.id }, field.id, body));
        const phrase = empty ? 'entityKit.grid.cleared' : 'entityKit.grid.saved';
        showToast(ToastKind.SUCCESS, { message: t(phrase, { field: field.name }) }, t);
      } catch (error) {
        showSaveFailure(error, t, t(`${view.phrases}.conflict`));
        await reloadRow(item.id);
      } finally {
        setBusy(false);
        setEditing(null);
      }
    },
    [view, project, t, replaceRow, reloadRow],
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
      setBusy(true);
      try {
        const saved =
          write.kind === 'clear'
            ? await clearEntityField(view, ref, key, item.version)
            : write.kind === 'item'
              ? await updateEntity(view, ref, write.body)
              : await updateEntityField(view, ref, key, write.body);
        replaceRow(item.id, saved);
        const phrase = write.kind === 'clear' ? 'entityKit.grid.cleared' : 'entityKit.grid.saved';
        showToast(ToastKind.SUCCESS, { message: t(phrase, { field: label }) }, t);
      } catch (error) {
        showSaveFailure(error, t, t(`${view.phrases}.conflict`));
        await reloadRow(item.id);
      } finally {
        setBusy(false);
        setEditing(null);
      }
    },
    [view, project, t, replaceRow, reloadRow, extras.customFields, saveCustom],
  );

  /** Double-click or Enter opens the cell's editor; Delete or Backspace clears a clearable cell. */
  const editable = useCallback(
    (key: string | undefined) =>
      mayEdit &&
      !!key &&
      (editsInGrid(view.fields[key]) || !!customCellEditorOf(customFieldOfKey(extras.customFields, key))),
    [mayEdit, view, extras.customFields],
  );
  const onCellDoubleClicked = useCallback(
    (event: CellDoubleClickedEvent<AnyItem>) => {
      const key = event.colDef.field;
      if (event.data && editable(key)) setEditing({ item: event.data, key: key! });
    },
    [editable],
  );
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<AnyItem>) => {
      const key = event.colDef.field;
      const pressed = (event.event as KeyboardEvent | null)?.key;
      if (!event.data || !editable(key) || busy) return;
      if (pressed === 'Enter') setEditing({ item: event.data, key: key! });
      else if (pressed === 'Delete' || pressed === 'Backspace') void saveCell(event.data, key!, null);
    },
    [editable, busy, saveCell],
  );
  const editor = editing
    ? (customCellEditorOf(customFieldOfKey(extras.customFields, editing.key)) ??
      cellEditorOf(view, editing.key, t, teamChoices, organisationId))
    : null;

  const onSortModel = useCallback(
    (model: GridSort[]) =>
      setSorts(
        sortsOfColumns(model, (colId) =>
          customFieldOfKey(extras.customFields, colId) ? colId : entitySortKeyOf(view)(colId),
        ) ?? 'refNumber',
      ),
    [view, extras.customFields],
  );

  if (!mayView) return <NoViewAccess />;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t(`${view.phrases}.gridTitle`)}</Title>
        <Group gap="sm">
          <EntityImport view={view} project={project} />
          <Anchor component={Link} to={view.paths.list(organisationId, projectId)}>
            {t('entityKit.backToList')}
          </Anchor>
        </Group>
      </Group>
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
      {mayEdit && selected.length > 0 && (
        <Suspense fallback={null}>
          <EntitySelectionBar
            view={view}
            project={project}
            tags={extras.tags}
            selected={selected}
            onDone={() => {
              gridRef.current?.api.deselectAll();
              setSelected([]);
              void reloadAll();
            }}
          />
        </Suspense>
      )}
      {items.isError && (
        <Text c="red.8" role="alert">
          {t('errors.loadData')}
        </Text>
      )}
      <ServerSortedGrid<AnyItem>
        gridRef={gridRef}
        rows={items.rows}
        columns={columns}
        selectable={mayEdit}
        reservedHeight={300}
        boxProps={{
          'data-testid': 'entity-grid',
          'aria-label': t(`${view.phrases}.gridLabel`),
          role: 'region',
        }}
        onCellDoubleClicked={onCellDoubleClicked}
        onCellKeyDown={onCellKeyDown}
        onSortModel={onSortModel}
        onSelected={setSelected}
        onFirstRowsPainted={items.firstRowsPainted}
      />
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
            onSave={(value) => void saveCell(editing.item, editing.key, value)}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
