import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { AnyItem, EntityView } from './entity-view';
import { fieldKeys } from './entity-view';
import type { EntityCellEditorParams } from './entity-grid-editor';
import { editsInGrid } from './entity-grid-cell';
import { choicesOf, fieldPills, FieldValue, isPillField, scaleChoices, valueText } from './entity-values';

/** The people a member cell may name: the project team (loaded only for editors). */
export type TeamChoice = { id: string; name: string };

/** An empty cell draws nothing (as `FieldValue` without 'Not set' would). */
const isEmptyCell = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const memberNameOf = (item: AnyItem | undefined, key: string) =>
  (item?.[`${key}Name`] as string | null | undefined) ?? null;

/** The editor of a field's cells (`EntityCellDialog`): its input for the field's kind. */
export function cellEditorOf(
  view: EntityView,
  key: string,
  t: TFunction,
  team: readonly TeamChoice[],
  /** Where a core data field's choices come from (the grid's organisation). */
  organisationId = '',
): EntityCellEditorParams | null {
  const field = view.fields[key];
  if (!editsInGrid(field) || !field) return null;
  const label = t(`${view.phrases}.fields.${key}`);
  const params = (input: EntityCellEditorParams['input'], more: Partial<EntityCellEditorParams> = {}) => ({
    input,
    label,
    ...more,
  });
  switch (field.kind) {
    case 'text':
      return params('text', { maxLength: field.max });
    case 'number':
      return params('number', { min: field.min, max: field.maxValue });
    case 'date':
      return params('date');
    case 'rag':
    case 'progress':
    case 'score':
      return params('select', {
        choices: choicesOf(field).map((choice) => ({
          value: choice.value,
          label: t(choice.key, { value: choice.value }),
        })),
      });
    case 'boolean':
      return params('select', {
        choices: [
          { value: 1, label: t('entityKit.yes') },
          { value: 0, label: t('entityKit.no') },
        ],
      });
    case 'scale':
      // The 1-10 scale editor: unknown (-1) or a score, each as it reads (spec §3).
      return params('select', { choices: scaleChoices(field, t) });
    case 'choice':
      return params('select', {
        choices: [
          { value: '', label: t('entityKit.form.noChoice') },
          ...(field.choices ?? []).map((choice) => ({ value: choice.value, label: t(choice.key) })),
        ],
      });
    case 'choices':
      return params('multi', {
        choices: choicesOf(field).map((choice) => ({
          value: choice.value,
          label: t(choice.key, { value: choice.value }),
        })),
      });
    case 'coreDataIds':
      return params('multi', { source: { field, organisationId } });
    case 'member':
      return params('select', {
        choices: [
          { value: '', label: t('entityKit.form.noPerson') },
          ...team.map((member) => ({ value: member.id, label: member.name })),
        ],
      });
    case 'memberList':
      // The pill editor: one toggle a team member, at most the field's count.
      return params('pills', {
        choices: team.map((member) => ({ value: member.id, label: member.name })),
        max: field.maxCount,
      });
    default:
      return null;
  }
}

/**
 * The grid's columns from the declaration's view: the reference number, then every field in
 * declaration order. A cell is marked editable only when the field declares a grid payload
 * (`editable`) and the user may edit; sorting only where the server sorts.
 */
export function entityGridColumns(
  view: EntityView,
  t: TFunction,
  options: { mayEdit: boolean },
): ColDef<AnyItem>[] {
  const fieldColumns = fieldKeys(view).map((key): ColDef<AnyItem> => {
    const field = view.fields[key]!;
    const editable = options.mayEdit && editsInGrid(field);
    return {
      colId: key,
      field: key,
      headerName: t(`${view.phrases}.fields.${key}`),
      sortable: field.sortable,
      minWidth: key === view.nameField ? 220 : 130,
      flex: key === view.nameField || field.kind === 'richText' ? 2 : 1,
      cellClass: editable ? 'editable-cell' : '',
      // The cell's text (what AG Grid reads out and compares); pills draw RAG and progress.
      valueFormatter: ({ value, data }) => valueText(field, value, t, memberNameOf(data, key)),
      // A yes/no field is text here: AG Grid would infer a boolean column and draw its own checkbox.
      ...(field.kind === 'boolean' ? { cellDataType: 'text' } : {}),
      ...(isPillField(field)
        ? // Pills from the grid's own `t`: no hook and no subscription in each of the visible cells.
          { cellRenderer: ({ value }: ICellRendererParams<AnyItem>) => fieldPills(field, value, t) ?? null }
        : field.kind === 'parent' || field.kind === 'coreDataIds'
          ? {
              // Names looked up by id: only a cell with a value mounts the look-up.
              cellRenderer: ({ value }: ICellRendererParams<AnyItem>) =>
                isEmptyCell(value) ? null : <FieldValue field={field} value={value} notSet={false} />,
            }
          : {}),
    };
  });
  return [
    {
      colId: 'refNumber',
      field: 'refNumber',
      headerName: t('entityKit.refNumber'),
      width: 110,
      sortable: true,
    },
    ...fieldColumns,
  ];
}

/** The server's sort key of a grid column: its field when the server sorts by it. */
export const entitySortKeyOf = (view: EntityView) => (colId: string) =>
  colId === 'refNumber' || view.fields[colId]?.sortable ? colId : undefined;
