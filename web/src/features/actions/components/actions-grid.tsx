import { Text } from '@mantine/core';
import type { UpdatableActionField } from '@tandem/shared/actions/action-fields';
import { ToastKind } from '@tandem/shared/core/toasts';
import type { ColDef } from 'ag-grid-community';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions-store';
import { showToast } from '@/lib/toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { clearEntityField, updateEntity, updateEntityField } from '@/lib/entity-kit/entity-api';
import { actionCalls, type ActionFieldBody } from '../api/action-calls';
import type { ProjectRef } from '../api/keys';
import type { Action } from '../api/list-actions';
import { useActionTypes } from '../api/list-action-types';
import { useTeamUsers } from '../api/list-team-users';
import { canCall } from '@/lib/endpoint-permissions';
import { Pill, progressOptions, ragOptions } from '@/ui/status-pills';
import { BulkActions } from './bulk-actions';
import type { EditKind } from './grid-editor';
import { ActionsExport } from './actions-export';
import { ActionsImport } from './actions-import';
import { NewActionButton } from './new-action-button';
import {
  checkFieldEdit,
  clearableFieldOfColumn,
  dayOf,
  editorTextOf,
  richTextOfInput,
  sortsOfGrid,
} from './grid-logic';
import { actionGridColumns } from './actions-grid-columns';
import { ActionsGridFilters, useActionGridFilters } from './actions-grid-filters';
import { useActionRows } from './use-action-rows';
import { useGridCellEvents } from '@/lib/entity-kit/entity-grid-cell-events';
import { EntityGridFrame, useGridSelection } from '@/lib/entity-kit/entity-grid-frame';
import { useGridWrite } from '@/lib/entity-kit/entity-grid-write';

/** The actions grid's columns are known by `colId` (several draw from more than one field). */
const colIdOfColumn = (column: ColDef<Action>) => column.colId;

const GridEditor = lazy(() => import('./grid-editor'));
type Editing = { kind: EditKind; action: Action } | null;
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

/**
 * The full-width actions grid of a project (spec §2 grid pages): server-sorted and filtered rows,
 * double-click editors in modals, Delete/Backspace clearing deletable cells, and bulk operations
 * on the selection. Edit controls only with action edit rights.
 */
export function ActionsGrid({ organisationId, projectId }: ProjectRef) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  const mayView = canCall(permissions, 'listActions', project);
  const mayEdit = canCall(permissions, 'updateActionField', project);
  const mayImport = canCall(permissions, 'createActionsFromUpload', project);

  const { filters, bar } = useActionGridFilters();
  const [sorts, setSorts] = useState<string | undefined>('refNumber');
  const query = useMemo(() => ({ sorts, filters }), [sorts, filters]);
  const actions = useActionRows(project, query, mayView);
  const { replaceRow, reloadRow, reloadAll } = actions;

  const selection = useGridSelection<Action>(reloadAll);
  const [editing, setEditing] = useState<Editing>(null);

  const fieldLabel = useCallback((field: string) => t(`actionItems.columns.${field}`), [t]);
  const closeEditor = useCallback(() => setEditing(null), []);
  /** A 409 toasts the server's words (who changed what) as a warning; other refusals as saves do. */
  const onRefused = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 409)
        showToast(ToastKind.WARNING, { message: error.message }, t);
      else toastSaveFailed(t, error);
    },
    [t],
  );
  const { busy, run } = useGridWrite<Action>({ replaceRow, reloadRow, onRefused, onSettled: closeEditor });
  const save = useCallback(
    (action: Action, field: string, write: () => Promise<Action>, cleared = false) =>
      void run(
        action,
        write,
        t(cleared ? 'actionItems.cleared' : 'actionItems.saved', { field: fieldLabel(field) }),
      ),
    [run, t, fieldLabel],
  );

  const ref = useCallback((action: Action) => ({ ...project, id: action.id }), [project]);

  /** A field edit, checked first with the server's own rule (`fieldUpdateOutcome`): refused or empty ones send nothing. */
  const saveField = useCallback(
    (action: Action, field: UpdatableActionField, value: Omit<NonNullable<ActionFieldBody>, 'version'>) =>
      void run(
        action,
        () => updateEntityField(actionCalls, ref(action), field, { ...value, version: action.version }),
        t('actionItems.saved', { field: fieldLabel(field) }),
        checkFieldEdit(field, value, action),
      ),
    [run, ref, t, fieldLabel],
  );

  const clearField = useCallback(
    (action: Action, field: string) =>
      save(action, field, () => clearEntityField(actionCalls, ref(action), field, action.version), true),
    [save, ref],
  );

  const columns = useMemo(() => actionGridColumns(t), [t]);

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
      editorTextOf,
      richTextOfInput,
      people: (team.data ?? []).map((user) => ({
        value: user.id,
        label: `${user.firstName} ${user.lastName}`.trim(),
      })),
      actionTypes: (types.data ?? []).map((type) => ({ value: type.id, label: String(type.name) })),
    }),
    [choices, team.data, types.data],
  );

  const columnDefaults = useMemo<ColDef<Action>>(
    () => ({
      sortable: true,
      cellClass: ({ colDef }) =>
        mayEdit && editableColumns.includes(colDef.colId ?? '') ? 'editable-cell' : '',
    }),
    [mayEdit],
  );

  // Double-click only (Enter moves between cells, as before); Delete/Backspace clears a clearable field.
  const editable = useCallback((colId: string) => mayEdit && editableColumns.includes(colId), [mayEdit]);
  const open = useCallback(
    (action: Action, colId: string) => setEditing({ kind: colId as EditKind, action }),
    [],
  );
  const clear = useCallback(
    (action: Action, colId: string) => {
      const field = clearableFieldOfColumn(colId);
      if (field) clearField(action, field);
    },
    [clearField],
  );
  const cellEvents = useGridCellEvents<Action>({
    keyOf: colIdOfColumn,
    editable,
    busy,
    enterOpens: false,
    open,
    clear,
  });

  const onSortModel = useCallback(
    (model: Parameters<typeof sortsOfGrid>[0]) => setSorts(sortsOfGrid(model) ?? 'refNumber'),
    [],
  );

  if (!mayView) return <NoViewAccess />;
  const loaded = actions.rows.length;

  return (
    <EntityGridFrame<Action>
      title={t('actionItems.gridTitle')}
      headerActions={
        <>
          <NewActionButton project={project} />
          {mayImport && <ActionsImport project={project} onImported={() => void reloadAll()} />}
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
              {actions.isSuccess
                ? t('actionItems.loadedOf', { loaded, count: actions.total })
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
          onDone={selection.done}
        />
      }
      selection={selection}
      isError={actions.isError}
      empty={actions.isSuccess && loaded === 0 && <Text data-testid="no-data">{t('table.noData')}</Text>}
      grid={{
        rows: actions.rows,
        columns,
        columnDefaults,
        selectable: true,
        reservedHeight: 330,
        boxProps: { 'data-testid': 'actions-grid' },
        rowHeight: 48,
        suppressNoRowsOverlay: true,
        ...cellEvents,
        onSortModel,
      }}
    >
      {editing && (
        <Suspense fallback={null}>
          <GridEditor
            editing={editing}
            busy={busy}
            onCancel={() => setEditing(null)}
            onSaveName={(action, text) => saveField(action, 'name', { text })}
            onSaveDescription={(action, description) =>
              save(action, 'description', () =>
                updateEntity(actionCalls, ref(action), { description, version: action.version }),
              )
            }
            onSaveDate={(action, field, date) => {
              if (date === null) clearField(action, field);
              else saveField(action, field, { date });
            }}
            onSaveNumber={(action, field, number) => saveField(action, field, { number })}
            onSavePerson={(action, field, id) => saveField(action, field, { id })}
            onSaveActionType={(action, actionTypeId) =>
              actionTypeId === null
                ? clearField(action, 'actionType')
                : save(action, 'actionType', () =>
                    updateEntity(actionCalls, ref(action), { actionTypeId, version: action.version }),
                  )
            }
            helpers={editorHelpers}
          />
        </Suspense>
      )}
    </EntityGridFrame>
  );
}
