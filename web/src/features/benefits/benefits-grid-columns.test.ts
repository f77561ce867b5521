import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cellEditorOf, entityGridColumns, entitySortKeyOf } from '@/lib/entity-kit/entity-grid-columns';
import type { EntityView } from '@/lib/entity-kit/entity-view';
import { benefitView } from './benefit-view';

const view = benefitView as unknown as EntityView;
const t = ((key: string) => key) as unknown as TFunction;
const team = [{ id: 'u-1', name: 'Ada Admin' }];

describe('the benefits grid columns come from the declaration’s view', () => {
  it('has the reference number, then every field in order, labelled by its phrase', () => {
    const columns = entityGridColumns(view, t, { mayEdit: true });
    expect(columns.map((column) => column.colId)).toEqual(['refNumber', ...Object.keys(benefitView.fields)]);
    expect(columns.find((column) => column.colId === 'value')?.headerName).toBe('benefits.fields.value');
  });

  it('marks and edits only grid-editable fields, with the input of each kind, and nothing without the right', () => {
    const columns = entityGridColumns(view, t, { mayEdit: true });
    const editorOf = (colId: string) => cellEditorOf(view, colId, t, team)?.input ?? null;
    expect(
      columns.filter((column) => column.cellClass === 'editable-cell').map((column) => column.colId),
    ).toEqual(Object.keys(benefitView.fields).filter((key) => key !== 'description'));
    expect(editorOf('name')).toBe('text');
    expect(editorOf('value')).toBe('number');
    expect(editorOf('endDate')).toBe('date');
    expect(editorOf('ragStatus')).toBe('select');
    expect(editorOf('owner')).toBe('select');
    expect(editorOf('description')).toBeNull();
    expect(editorOf('refNumber')).toBeNull();
    expect(cellEditorOf(view, 'owner', t, team)?.choices?.map((choice) => choice.value)).toEqual(['', 'u-1']);
    expect(entityGridColumns(view, t, { mayEdit: false }).some((column) => column.editable)).toBe(false);
  });

  it('sorts on the server only by the declared sortable fields', () => {
    const keyOf = entitySortKeyOf(view);
    expect(keyOf('value')).toBe('value');
    expect(keyOf('refNumber')).toBe('refNumber');
    expect(keyOf('notes')).toBeUndefined();
    expect(keyOf('description')).toBeUndefined();
  });
});
