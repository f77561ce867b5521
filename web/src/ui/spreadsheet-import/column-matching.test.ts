import { describe, expect, it } from 'vitest';
import { autoMatchColumns, mappedRowsOf, normaliseHeader, unmappedRequiredFields } from './column-matching';
import type { ImportField } from './import-types';

const fields: ImportField[] = [
  { key: 'refNumber', label: 'Ref', aliases: ['Reference'] },
  { key: 'name', label: 'Name', required: true },
  { key: 'startDate', label: 'Start date', aliases: ['Start'] },
  { key: 'owner', label: 'Owner', aliases: ['Action owner'] },
  { key: 'assignedTo', label: 'Assigned to', required: true },
];

describe('normaliseHeader', () => {
  it('ignores case, accents, spaces and punctuation', () => {
    expect(normaliseHeader(' Start_Date ')).toBe('startdate');
    expect(normaliseHeader('Référence #')).toBe('reference');
  });
});

describe('autoMatchColumns', () => {
  it('matches keys, labels and aliases, and never gives a column to two fields', () => {
    const mapping = autoMatchColumns(fields, [
      'REFERENCE',
      'Name',
      'startDate',
      'Action owner',
      'Notes',
      'name',
    ]);
    expect(mapping).toEqual({ refNumber: 0, name: 1, startDate: 2, owner: 3, assignedTo: null });
  });

  it('leaves fields unmapped when nothing matches, and lists the required ones', () => {
    const mapping = autoMatchColumns(fields, ['Column A', '']);
    expect(Object.values(mapping).every((column) => column === null)).toBe(true);
    expect(unmappedRequiredFields(fields, mapping).map((field) => field.key)).toEqual(['name', 'assignedTo']);
  });
});

describe('mappedRowsOf', () => {
  it('keeps only mapped fields, keyed by field, with the row lines', () => {
    const rows = mappedRowsOf(
      { headers: ['Name', 'Other', 'Start'], rows: [{ line: 2, cells: ['One', 'x', '2026-01-01'] }] },
      fields,
      { refNumber: null, name: 0, startDate: 2, owner: null, assignedTo: null },
    );
    expect(rows).toEqual([{ line: 2, cells: { name: 'One', startDate: '2026-01-01' } }]);
  });
});
