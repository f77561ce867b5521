import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { AnyItem, EntityFieldView, EntityView } from './entity-view';
import { fieldKeys } from './entity-view';
import { EntityCellEditor, type EntityCellEditorParams } from './entity-grid-editor';
import { choicesOf, FieldValue, valueText } from './entity-values';

/** The people a member cell may name: the project team (loaded only for editors). */
export type TeamChoice = { id: string; name: string };

const memberNameOf = (item: AnyItem | undefined, key: string) =>
  (item?.[`${key}Name`] as string | null | undefined) ?? null;

/** The cell editor of a field kind (the grid's one native-input editor, see `entity-grid-editor`). */
function editorOf(
  field: EntityFieldView,
  label: string,
  t: TFunction,
  team: readonly TeamChoice[],
): Partial<ColDef<AnyItem>> {
  const params = (input: EntityCellEditorParams['input'], more: Partial<EntityCellEditorParams> = {}) => ({
    cellEditor: EntityCellEditor,
    cellEditorParams: { input, label, ...more } satisfies EntityCellEditorParams,
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
      return params('select', {
        choices: choicesOf(field.kind).map((choice) => ({ value: choice.value, label: t(choice.key) })),
      });
    case 'member':
      return params('select', {
        choices: [
          { value: '', label: t('entityKit.form.noPerson') },
          ...team.map((member) => ({ value: member.id, label: member.name })),
        ],
      });
    default:
      return {};
  }
}

/**
 * The grid's columns from the declaration's view: the reference number, then every field in
 * declaration order. A cell edits only when the field declares a grid payload (`editable`) and the
 * user may edit; sorting only where the server sorts.
 */
export function entityGridColumns(
  view: EntityView,
  t: TFunction,
  options: { mayEdit: boolean; team: readonly TeamChoice[] },
): ColDef<AnyItem>[] {
  const fieldColumns = fieldKeys(view).map((key): ColDef<AnyItem> => {
    const field = view.fields[key]!;
    const editable = options.mayEdit && !!field.editable;
    return {
      colId: key,
      field: key,
      headerName: t(`${view.phrases}.fields.${key}`),
      sortable: field.sortable,
      minWidth: key === view.nameField ? 220 : 130,
      flex: key === view.nameField || field.kind === 'richText' ? 2 : 1,
      editable,
      cellClass: editable ? 'editable-cell' : '',
      // The cell's text (what AG Grid reads out and compares); pills draw RAG and progress.
      valueFormatter: ({ value, data }) => valueText(field, value, t, memberNameOf(data, key)),
      ...(field.kind === 'rag' || field.kind === 'progress'
        ? {
            cellRenderer: ({ value }: ICellRendererParams<AnyItem>) => (
              <FieldValue field={field} value={value} notSet={false} />
            ),
          }
        : {}),
      ...(editable ? editorOf(field, t(`${view.phrases}.fields.${key}`), t, options.team) : {}),
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
