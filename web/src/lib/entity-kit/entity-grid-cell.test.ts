import { describe, expect, it } from 'vitest';
import { cellWriteOf, editsInGrid } from './entity-grid-cell';
import type { EntityFieldView } from './entity-view';

const base = { required: false, clearable: true, sortable: true, filterable: true } as const;
const value: EntityFieldView = { ...base, kind: 'number', editable: 'NumericField' };
const name: EntityFieldView = {
  ...base,
  kind: 'text',
  editable: 'TextField',
  required: true,
  clearable: false,
};
const owner: EntityFieldView = { ...base, kind: 'member', editable: 'IdField' };
const end: EntityFieldView = { ...base, kind: 'date', editable: 'DateField' };
const description: EntityFieldView = { ...base, kind: 'richText' };

describe('a finished grid cell edit as the write it asks for', () => {
  it('sends the field’s own payload with the version seen', () => {
    expect(cellWriteOf(value, 5, 2500, 3)).toEqual({ kind: 'update', body: { number: 2500, version: 3 } });
    expect(cellWriteOf(owner, null, 'u-1', 1)).toEqual({ kind: 'update', body: { id: 'u-1', version: 1 } });
    expect(cellWriteOf(end, null, '2027-01-31', 2)).toEqual({
      kind: 'update',
      body: { date: '2027-01-31', version: 2 },
    });
    expect(cellWriteOf(name, 'Old', 'New', 4)).toEqual({ kind: 'update', body: { text: 'New', version: 4 } });
  });

  it('clears a clearable field emptied (Delete/Backspace), and sends nothing when nothing changed', () => {
    expect(cellWriteOf(value, 5, null, 3)).toEqual({ kind: 'clear' });
    expect(cellWriteOf(end, '2027-01-31', '', 3)).toEqual({ kind: 'clear' });
    expect(cellWriteOf(value, 5, 5, 3)).toEqual({ kind: 'none' });
    expect(cellWriteOf(value, null, null, 3)).toEqual({ kind: 'none' });
  });

  it('lets the server refuse an emptied required field (it names the field), and never writes a field the grid may not edit', () => {
    expect(cellWriteOf(name, 'Old', '', 2)).toEqual({ kind: 'update', body: { text: '', version: 2 } });
    expect(cellWriteOf(description, '<p>a</p>', 'b', 2)).toEqual({ kind: 'none' });
    const rag: EntityFieldView = { ...base, kind: 'rag', editable: 'NumericField', clearable: false };
    expect(cellWriteOf(rag, 1, null, 2)).toEqual({ kind: 'none' });
    expect(cellWriteOf(rag, 1, 3, 2)).toEqual({ kind: 'update', body: { number: 3, version: 2 } });
  });

  it('accepts a new value only when it is non-empty (spec §5, shared isAcceptableCellValue): a number cell left unreadable (NaN) is no value', () => {
    expect(cellWriteOf(value, 5, Number.NaN, 3)).toEqual({ kind: 'clear' });
    const rag: EntityFieldView = { ...base, kind: 'rag', editable: 'NumericField', clearable: false };
    expect(cellWriteOf(rag, 1, Number.NaN, 2)).toEqual({ kind: 'none' });
    expect(cellWriteOf(value, null, Number.NaN, 3)).toEqual({ kind: 'none' });
  });
});

describe('a member list cell (the pill editor)', () => {
  const owners: EntityFieldView = { ...base, kind: 'memberList', clearable: true };

  it('sends the whole list through the item update with the version; emptied it clears; unchanged nothing', () => {
    expect(cellWriteOf(owners, ['a'], ['a', 'b'], 4, 'owners')).toEqual({
      kind: 'item',
      body: { owners: ['a', 'b'], version: 4 },
    });
    expect(cellWriteOf(owners, ['a'], [], 4, 'owners')).toEqual({ kind: 'clear' });
    expect(cellWriteOf(owners, ['a'], null, 4, 'owners')).toEqual({ kind: 'clear' });
    expect(cellWriteOf(owners, ['a', 'b'], ['a', 'b'], 4, 'owners')).toEqual({ kind: 'none' });
    expect(editsInGrid(owners)).toBe(true);
    expect(editsInGrid({ ...base, kind: 'coreDataIds' })).toBe(false);
  });
});
