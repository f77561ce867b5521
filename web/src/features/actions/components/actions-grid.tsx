import { Text } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import type { ColDef } from 'ag-grid-community';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { canCall } from '@/lib/endpoint-permissions';
import { EntityGridFrame } from '@/lib/entity-kit/entity-grid-frame';
import { useEntityListGridRows } from '@/lib/entity-kit/entity-grid-list-rows';
import { useEntityGridState, type GridRun } from '@/lib/entity-kit/entity-grid-state';
import { showToast } from '@/lib/toasts';
import { useFeatureOn } from '@/lib/use-feature-on';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { Pill, progressOptions, ragOptions } from '@/ui/status-pills';
import { actionView } from '../action-view';
import type { ProjectRef } from '../api/keys';
import type { Action } from '../api/list-actions';
import { useActionTypes } from '../api/list-action-types';
import { useTeamUsers } from '../api/list-team-users';
import { ActionsExport } from './actions-export';
import { actionGridColumns } from './actions-grid-columns';
import { ActionsGridFilters, useActionGridFilters } from './actions-grid-filters';
import { actionCellWrites } from './actions-grid-writes';
import { ActionsImport } from './actions-import';
import { BulkActions } from './bulk-actions';
import type { EditKind } from './grid-editor';
import { clearableFieldOfColumn, dayOf, richTextOfInput, sortKeyOfColumn } from './grid-logic';
import { NewActionButton } from './new-action-button';

const GridEditor = lazy(() => import('./grid-editor'));
const editableColumns: readonly string[] = [
  'name',
  'description',
  'startDate',
  'endDate',
  'ragStatus',
  'progressStatus',
  'owner',
  'assignedTo',
  'actionType',
];
/** The actions grid's columns are known by `colId` (several draw from more than one field). */
const colIdOfColumn = (column: ColDef<Action>) => column.colId;
const editable = (colId: string) => editableColumns.includes(colId);
const sortKeyOf = (colId: string) => sortKeyOfColumn[colId];

/**
 * The full-width actions grid of a project (spec §2 grid pages): the kit grid's state over the
 * actions' view (`useEntityGridState`: rights, the list paged with server sort and filters, selection,
 * one cell write, gestures) drawn in the kit's frame with what the actions grid draws its own way: its
 * columns, its filter bar seeded from the address, editors in its own modals (double-click, Enter, F2, typing),
 * Delete/Backspace clearing deletable cells, its selection toolbar, words and test ids. Edit
 * controls only with action edit rights.
 */
export function ActionsGrid({ organisationId, projectId }: ProjectRef) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  const mayImport = canCall(permissions, 'createActionsFromUpload', project);
  const { filters, bar } = useActionGridFilters();

  /** A 409 toasts the server's words (who changed what) as a warning; other refusals as saves do. */
  const onRefused = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 409)
        showToast(ToastKind.WARNING, { message: error.message }, t);
      else toastSaveFailed(t, error);
    },
    [t],
  );
  const clear = useCallback(
    (action: Action, colId: string, run: GridRun<Action>) => {
      const field = clearableFieldOfColumn(colId);
      if (field) actionCellWrites(project, run, t).clearField(action, field);
    },
    [project, t],
  );
  // Double-click, Enter, F2 or typing opens a cell's editor (as the kit grids); Delete/Backspace clears.
  // Its rows: the list paged, sorted and filtered by the server (actions have no grid-data).
  const grid = useEntityGridState(
    actionView,
    project,
    { filters, keyOf: colIdOfColumn, editable, clear, enterOpens: true, onRefused, sortKeyOf },
    useEntityListGridRows<Action>,
  );
  const { mayView, mayEdit, items, selection, editing, closeEditor, busy, run, sorts } = grid;

  // Tags switched off for the organisation: no Tags column and no Add tags (spec §3 settings).
  const tagsOn = useFeatureOn(organisationId, OrganisationSetting.TAGS_ENABLED);
  const columns = useMemo(() => actionGridColumns(t, { tags: tagsOn }), [t, tagsOn]);
  const columnDefaults = useMemo<ColDef<Action>>(
    () => ({
      sortable: true,
      cellClass: ({ colDef }) => (mayEdit && editable(colDef.colId ?? '') ? 'editable-cell' : ''),
    }),
    [mayEdit],
  );

  const choices = useMemo(() => {
    const of = (options: readonly { value: number; key: string; colour: string }[]) =>
      options.map((option) => ({
        value: option.value,
        label: t(option.key),
        pill: <Pill colour={option.colour} label={t(option.key)} />,
      }));
    return { ragStatus: of(ragOptions), progressStatus: of(progressOptions) };
  }, [t]);
  // Team and types load only for editors (spec §6: team members only for users who can edit).
  const team = useTeamUsers(project, mayEdit);
  const types = useActionTypes(organisationId, mayEdit);
  const editorHelpers = useMemo(
    () => ({
      choices,
      dayOf,
      richTextOfInput,
      people: (team.data ?? []).map((user) => ({
        value: user.id,
        label: `${user.firstName} ${user.lastName}`.trim(),
      })),
      actionTypes: (types.data ?? []).map((type) => ({ value: type.id, label: String(type.name) })),
    }),
    [choices, team.data, types.data],
  );

  if (!mayView) return <NoViewAccess />;
  const loaded = items.rows.length;
  const { saveField, clearField, update } = actionCellWrites(project, run, t);

  return (
    <EntityGridFrame<Action>
      title={t('actionItems.gridTitle')}
      headerActions={
        <>
          <NewActionButton project={project} />
          {mayImport && <ActionsImport project={project} onImported={() => void items.reloadAll()} />}
          <ActionsExport project={project} sorts={sorts} filters={filters} />
        </>
      }
      toolbar={
        <>
          <Text size="sm" c="dimmed">
            {mayEdit ? t('actionItems.editHint') : t('actionItems.readOnly')}
          </Text>
          <ActionsGridFilters bar={bar}>
            <Text size="sm" aria-live="polite" data-testid="actions-count">
              {items.isSuccess
                ? t('actionItems.loadedOf', { loaded, count: items.total })
                : t('actionItems.loading')}
            </Text>
          </ActionsGridFilters>
        </>
      }
      selectionBar={
        <BulkActions
          project={project}
          choices={choices}
          selected={selection.selected}
          mayEdit={mayEdit}
          mayTag={tagsOn}
          onDone={selection.done}
        />
      }
      state={grid}
      empty={items.isSuccess && loaded === 0 && <Text data-testid="no-data">{t('table.noData')}</Text>}
      grid={{
        columns,
        columnDefaults,
        selectable: true,
        reservedHeight: 330,
        boxProps: { 'data-testid': 'actions-grid' },
        rowHeight: 48,
        suppressNoRowsOverlay: true,
      }}
    >
      {editing && (
        <Suspense fallback={null}>
          <GridEditor
            editing={{ kind: editing.key as EditKind, action: editing.item }}
            busy={busy}
            onCancel={closeEditor}
            onSaveName={(action, text) => saveField(action, 'name', { text })}
            onSaveDescription={(action, description) => update(action, 'description', { description })}
            onSaveDate={(action, field, date) => {
              if (date === null) clearField(action, field);
              else saveField(action, field, { date });
            }}
            onSaveNumber={(action, field, number) => saveField(action, field, { number })}
            onSavePerson={(action, field, id) => saveField(action, field, { id })}
            onSaveActionType={(action, actionTypeId) =>
              actionTypeId === null
                ? clearField(action, 'actionType')
                : update(action, 'actionType', { actionTypeId })
            }
            helpers={editorHelpers}
          />
        </Suspense>
      )}
    </EntityGridFrame>
  );
}
