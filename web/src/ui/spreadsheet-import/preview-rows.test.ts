import { describe, expect, it } from 'vitest';
import { badRowsTable, goodRowsOf, pageOf, previewCounts, previewRowsOf, problemText } from './preview-rows';

describe('preview rows', () => {
  const mapped = [
    { line: 2, cells: { name: 'One' } },
    { line: 3, cells: { name: '' } },
    { line: 5, cells: { name: 'Three' } },
  ];
  const rows = previewRowsOf(mapped, [
    { row: { name: 'One' }, problems: [] },
    { row: null, problems: [{ field: 'name', message: 'The name is required.' }] },
    { row: { name: 'Three' }, problems: [] },
  ]);

  it('counts good and bad rows and hands on only the good ones, with their lines', () => {
    expect(previewCounts(rows)).toEqual({ good: 2, bad: 1, total: 3 });
    expect(goodRowsOf(rows)).toEqual([
      { row: { name: 'One' }, line: 2 },
      { row: { name: 'Three' }, line: 5 },
    ]);
  });

  it('treats a row without a conversion as bad', () => {
    expect(previewCounts(previewRowsOf(mapped, []))).toEqual({ good: 0, bad: 3, total: 3 });
  });

  it('names the field by its label', () => {
    const fields = [{ key: 'name', label: 'Name' }];
    expect(problemText({ field: 'name', message: 'The name is required.' }, fields)).toBe(
      'Name: The name is required.',
    );
    expect(problemText({ field: 'other', message: 'Odd.' }, fields)).toBe('other: Odd.');
    expect(problemText({ field: '', message: 'Odd.' }, fields)).toBe('Odd.');
  });

  it('pages', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});

describe('badRowsTable', () => {
  it('lists only the rows with problems, by their spreadsheet row (header is row 1), with the problems in words', () => {
    const fields = [
      { key: 'name', label: 'Impact' },
      { key: 'impactLevel', label: 'Impact level' },
    ];
    const rows = [
      { line: 2, cells: { name: 'Good', impactLevel: '5' }, row: {}, problems: [] },
      {
        line: 3,
        cells: { name: 'Bad', impactLevel: '15' },
        row: null,
        problems: [{ field: 'impactLevel', message: '“15” is out of range.' }],
      },
    ];
    expect(badRowsTable(rows, fields, { row: 'Row', problems: 'Problems' })).toEqual([
      ['Row', 'Impact', 'Impact level', 'Problems'],
      ['3', 'Bad', '15', 'Impact level: “15” is out of range.'],
    ]);
  });
});
