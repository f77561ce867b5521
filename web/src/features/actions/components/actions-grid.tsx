import { Badge, CloseButton, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UpdatableActionField } from '@tandem/shared/actions/action-fields';
import { actionReviewColour, nextReviewDueColour } from '@tandem/shared/core/review';
import { ToastKind } from '@tandem/shared/core/toasts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type {
  CellDoubleClickedEvent,
  CellKeyDownEvent,
  ColDef,
  ICellRendererParams,
} from 'ag-grid-community';
import type { AgGridReact } from 'ag-grid-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { usePermissions } from '@/lib/permissions-store';
import { showToast } from '@/lib/toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { ServerSortedGrid } from '@/ui/entity-grid/server-sorted-grid';
import { clearEntityField, updateEntity, updateEntityField } from '@/lib/entity-kit/entity-api';
import { actionCalls, type ActionFieldBody } from '../api/action-calls';
import type { ProjectRef } from '../api/keys';
import type { Action } from '../api/list-actions';
import { useActionTypes } from '../api/list-action-types';
import { useTeamUsers } from '../api/list-team-users';
import { canCall } from '@/lib/endpoint-permissions';
import { Pill, progressOptions, ProgressPill, RagPill, ragOptions } from '@/ui/status-pills';
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
  filtersOfGrid,
  gridFiltersOfSearch,
  type GridPersonFilterKey,
  isEndDateOverdue,
  ragCellValue,
  richTextOfInput,
  safeRichText,
  sortsOfGrid,
} from './grid-logic';
import classes from './actions-grid.module.css';
import { useActionRows } from './use-action-rows';

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

const reviewText: Record<string, string> = {
  red: 'var(--mantine-color-red-9)',
  amber: 'var(--mantine-color-orange-9)',
  green: 'var(--mantine-color-green-9)',
  black: 'var(--mantine-color-dark-9)',
};

function DescriptionCell({ value }: ICellRendererParams<Action, string>) {
  const { t } = useTranslation();
  const { html, harmful } = safeRichText(value ?? '');
  if (harmful)
    return (
      <Text size="sm" fs="italic" c="red.9" data-testid="description-harmful">
        {t('actionItems.harmful')}
      </Text>
    );
  // Safe: screened by the shared rule, then DOMPurify with only the allowed tags and no attributes.
  return (
    <div className={classes.multiLineCell}>
      <div className={classes.descriptionText} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

function ReviewCell({ data }: ICellRendererParams<Action>) {
  const { t } = useTranslation();
  if (!data?.reviewedOn)
    return (
      <Text size="sm" component="div" className={classes.multiLineCell}>
        {t('actionItems.notReviewed')}
      </Text>
    );
  const reviewed = dayOf(data.reviewedOn);
  const next = dayOf(data.nextReviewDue);
  const reviewColour = actionReviewColour(data.reviewedOn) ?? 'black';
  const nextColour = nextReviewDueColour(data.nextReviewDue, data.progressStatus);
  return (
    <Text size="xs" component="div" className={classes.multiLineCell}>
      <div style={{ color: reviewText[reviewColour] }}>
        {t('actionItems.reviewedOn', { date: formatDay(reviewed) })}
      </div>
      {next && (
        <div
          style={{ color: nextColour ? reviewText[nextColour] : undefined }}
          data-review-colour={nextColour ?? ''}
        >
          {t('actionItems.nextReviewDue', { date: formatDay(next) })}
        </div>
      )}
    </Text>
  );
}

const dateCell = (value: string | null | undefined) => formatDay(dayOf(value));

/** The end date, marked overdue (spec §4) by colour, an icon and its name: never by colour alone. */
function EndDateCell({ data }: ICellRendererParams<Action>) {
  const { t } = useTranslation();
  if (!data) return null;
  const text = dateCell(data.endDate);
  if (!isEndDateOverdue(data)) return text;
  const overdue = t('actionItems.endDateOverdue');
  return (
    <span className={classes.overdueDate} title={overdue} data-overdue="true">
      {text}{' '}
      <IconAlertTriangle size={14} role="img" aria-label={overdue} style={{ verticalAlign: 'middle' }} />
    </span>
  );
}

/** Values of cells drawn from several fields, so the grid repaints them when any of those change. */
const endDateCellValue = ({ data }: { data?: Action }) =>
  data ? `${data.endDate}|${isEndDateOverdue(data)}` : '';
const reviewCellValue = ({ data }: { data?: Action }) =>
  data ? [data.reviewedOn, data.nextReviewDue, data.progressStatus].join('|') : '';

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

  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name, 300);
  // A link may start the grid filtered (My Dashboard's drill-down: a status and the user, spec §2).
  const [searchParams] = useSearchParams();
  const [start] = useState(() => gridFiltersOfSearch(searchParams));
  const [ragStatus, setRagStatus] = useState<string | null>(start.ragStatus);
  const [progressStatus, setProgressStatus] = useState<string | null>(start.progressStatus);
  const [people, setPeople] = useState(start.people ?? {});
  const [sorts, setSorts] = useState<string | undefined>('refNumber');
  const filters = filtersOfGrid({ name: debouncedName, ragStatus, progressStatus, people });
  const query = useMemo(() => ({ sorts, filters }), [sorts, filters]);
  const actions = useActionRows(project, query, mayView);
  const { replaceRow, reloadRow, reloadAll } = actions;

  const gridRef = useRef<AgGridReact<Action>>(null);
  const [selected, setSelected] = useState<Action[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);

  const fieldLabel = useCallback((field: string) => t(`actionItems.columns.${field}`), [t]);

  /**
   * Runs one write and toasts its outcome (200 saved, 400 the server's message, 409 who changed what).
   * A saved row is replaced by the action the write answers with; after a failure it is reloaded.
   */
  const save = useCallback(
    async (action: Action, field: string, write: () => Promise<Action>, cleared = false) => {
      setBusy(true);
      let saved = false;
      try {
        replaceRow(action.id, await write());
        saved = true;
        showToast(
          ToastKind.SUCCESS,
          { message: t(cleared ? 'actionItems.cleared' : 'actionItems.saved', { field: fieldLabel(field) }) },
          t,
        );
      } catch (error) {
        if (isApiError(error) && error.status === 409)
          showToast(ToastKind.WARNING, { message: error.message }, t);
        else toastSaveFailed(t, error);
      } finally {
        setBusy(false);
        setEditing(null);
        if (!saved) await reloadRow(action.id);
      }
    },
    [t, fieldLabel, replaceRow, reloadRow],
  );

  const ref = useCallback((action: Action) => ({ ...project, id: action.id }), [project]);

  const saveField = useCallback(
    (action: Action, field: UpdatableActionField, value: Omit<NonNullable<ActionFieldBody>, 'version'>) => {
      const check = checkFieldEdit(field, value, action);
      if (check.kind === 'refused') {
        // Refused here exactly as the server would: nothing is sent.
        showToast(ToastKind.WARNING, { message: check.message }, t);
        return;
      }
      if (check.kind === 'ignored') {
        setEditing(null);
        return;
      }
      void save(action, field, () =>
        updateEntityField(actionCalls, ref(action), field, { ...value, version: action.version }),
      );
    },
    [save, ref, t],
  );

  const clearField = useCallback(
    (action: Action, field: string) =>
      void save(action, field, () => clearEntityField(actionCalls, ref(action), field, action.version), true),
    [save, ref],
  );

  const columns = useMemo<ColDef<Action>[]>(
    () => [
      { colId: 'refNumber', field: 'refNumber', headerName: t('actionItems.columns.refNumber'), width: 90 },
      { colId: 'name', field: 'name', headerName: t('actionItems.columns.name'), minWidth: 220, flex: 2 },
      {
        colId: 'description',
        field: 'description',
        headerName: t('actionItems.columns.description'),
        minWidth: 220,
        flex: 2,
        sortable: false,
        cellRenderer: DescriptionCell,
      },
      {
        colId: 'owner',
        headerName: t('actionItems.columns.owner'),
        valueGetter: ({ data }) => (data?.owner ? `${data.owner.firstName} ${data.owner.lastName}` : ''),
        width: 150,
      },
      {
        colId: 'assignedTo',
        field: 'assignedToName',
        headerName: t('actionItems.columns.assignedTo'),
        width: 150,
      },
      {
        colId: 'startDate',
        field: 'startDate',
        headerName: t('actionItems.columns.startDate'),
        valueFormatter: ({ value }) => dateCell(value as string),
        width: 130,
      },
      {
        colId: 'endDate',
        headerName: t('actionItems.columns.endDate'),
        valueGetter: endDateCellValue,
        cellRenderer: EndDateCell,
        width: 150,
      },
      {
        colId: 'progressStatus',
        field: 'progressStatus',
        headerName: t('actionItems.columns.progressStatus'),
        cellRenderer: ({ data }: ICellRendererParams<Action>) =>
          data ? <ProgressPill progressStatus={data.progressStatus} /> : null,
        width: 140,
      },
      {
        colId: 'ragStatus',
        // The shown value, not the stored RAG: completing an action repaints this cell (spec §4).
        valueGetter: ({ data }) => (data ? ragCellValue(data) : null),
        headerName: t('actionItems.columns.ragStatus'),
        cellRenderer: ({ data }: ICellRendererParams<Action>) =>
          data ? <RagPill ragStatus={data.ragStatus} progressStatus={data.progressStatus} /> : null,
        width: 130,
      },
      {
        colId: 'actionType',
        field: 'actionType',
        headerName: t('actionItems.columns.actionType'),
        width: 140,
      },
      {
        colId: 'tags',
        headerName: t('actionItems.columns.tags'),
        valueGetter: ({ data }) => (data?.tags ?? []).map((tag) => tag.text).join(', '),
        sortable: false,
        width: 150,
      },
      {
        colId: 'review',
        headerName: t('actionItems.columns.review'),
        valueGetter: reviewCellValue,
        cellRenderer: ReviewCell,
        width: 190,
      },
    ],
    [t],
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

  const onCellDoubleClicked = useCallback(
    (event: CellDoubleClickedEvent<Action>) => {
      const kind = event.colDef.colId as EditKind;
      if (!mayEdit || !event.data || !editableColumns.includes(kind)) return;
      setEditing({ kind, action: event.data });
    },
    [mayEdit],
  );

  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<Action>) => {
      const key = (event.event as KeyboardEvent | null)?.key;
      if (!mayEdit || !event.data || (key !== 'Delete' && key !== 'Backspace')) return;
      const field = clearableFieldOfColumn(event.colDef.colId ?? '');
      if (field) clearField(event.data, field);
    },
    [mayEdit, clearField],
  );

  const onSortModel = useCallback(
    (model: Parameters<typeof sortsOfGrid>[0]) => setSorts(sortsOfGrid(model) ?? 'refNumber'),
    [],
  );

  if (!mayView) return <NoViewAccess />;
  const loaded = actions.rows.length;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('actionItems.gridTitle')}</Title>
        <Group gap="sm">
          <NewActionButton project={project} />
          {mayImport && <ActionsImport project={project} onImported={() => void reloadAll()} />}
          <ActionsExport project={project} sorts={sorts} filters={filters} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {mayEdit ? t('actionItems.editHint') : t('actionItems.readOnly')}
      </Text>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('actionItems.searchName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('actionItems.filterRag')}
          data={[
            { value: '', label: t('actionItems.any') },
            ...ragOptions.map((option) => ({ value: String(option.value), label: t(option.key) })),
            { value: '4', label: t('actionItems.rag.completed') },
          ]}
          value={ragStatus ?? ''}
          onChange={(event) => setRagStatus(event.currentTarget.value || null)}
        />
        <NativeSelect
          label={t('actionItems.filterProgress')}
          data={[
            { value: '', label: t('actionItems.any') },
            ...progressOptions.map((option) => ({ value: String(option.value), label: t(option.key) })),
          ]}
          value={progressStatus ?? ''}
          onChange={(event) => setProgressStatus(event.currentTarget.value || null)}
        />
        {(Object.entries(people) as [GridPersonFilterKey, string][]).map(([key, person]) => (
          <Badge
            key={key}
            variant="light"
            size="lg"
            data-testid={`person-filter-${key}`}
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('actionItems.personFilter.remove', { person })}
                onClick={() => setPeople(({ [key]: _removed, ...rest }) => rest)}
              />
            }
          >
            {t(`actionItems.personFilter.${key}`, { person })}
          </Badge>
        ))}
        <Text size="sm" aria-live="polite" data-testid="actions-count">
          {actions.isSuccess
            ? t('actionItems.loadedOf', { loaded, count: actions.total })
            : t('actionItems.loading')}
        </Text>
      </Group>
      <BulkActions
        project={project}
        choices={choices}
        selected={selected}
        mayEdit={mayEdit}
        onDone={() => {
          gridRef.current?.api.deselectAll();
          setSelected([]);
          void reloadAll();
        }}
      />
      {actions.isError && (
        <Text c="red.8" role="alert">
          {t('errors.loadData')}
        </Text>
      )}
      {actions.isSuccess && loaded === 0 && <Text data-testid="no-data">{t('table.noData')}</Text>}
      <ServerSortedGrid<Action>
        gridRef={gridRef}
        rows={actions.rows}
        columns={columns}
        columnDefaults={columnDefaults}
        selectable
        reservedHeight={330}
        boxProps={{ 'data-testid': 'actions-grid' }}
        rowHeight={48}
        suppressNoRowsOverlay
        onCellDoubleClicked={onCellDoubleClicked}
        onCellKeyDown={onCellKeyDown}
        onSortModel={onSortModel}
        onSelected={setSelected}
      />
      {editing && (
        <Suspense fallback={null}>
          <GridEditor
            editing={editing}
            busy={busy}
            onCancel={() => setEditing(null)}
            onSaveName={(action, text) => saveField(action, 'name', { text })}
            onSaveDescription={(action, description) =>
              void save(action, 'description', () =>
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
                : void save(action, 'actionType', () =>
                    updateEntity(actionCalls, ref(action), { actionTypeId, version: action.version }),
                  )
            }
            helpers={editorHelpers}
          />
        </Suspense>
      )}
    </Stack>
  );
}
