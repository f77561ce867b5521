import { describe, expect, it } from 'vitest';
import { columnLetters, sheetTableOf } from './sheet-table';
import { SpreadsheetReadError } from './spreadsheet-read-error';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof SpreadsheetReadError ? { code: error.code, values: error.values } : error;
  }
  return null;
};

describe('sheetTableOf', () => {
  it('takes the first non-empty row as the header and keeps spreadsheet line numbers', () => {
    const table = sheetTableOf([
      [null, null],
      ['Name', 'Start date'],
      ['One', new Date(Date.UTC(2026, 0, 2))],
      [null, ''],
      ['Two', null],
    ]);
    expect(table.headers).toEqual(['Name', 'Start date']);
    expect(table.rows).toEqual([
      { line: 3, cells: ['One', '2026-01-02'] },
      { line: 5, cells: ['Two', ''] },
    ]);
  });

  it('names blank headers by column letter, numbers repeats and pads short rows', () => {
    const table = sheetTableOf([['Name', '', 'name', null], ['a', 'b', 'c', 'd'], ['x']]);
    expect(table.headers).toEqual(['Name', 'Column B', 'name (2)', 'Column D']);
    expect(table.rows[1]!.cells).toEqual(['x', '', '', '']);
  });

  it('drops trailing header cells that only carry formatting', () => {
    expect(sheetTableOf([['Name', '', ''], ['a']]).headers).toEqual(['Name']);
  });

  it('says why a sheet cannot be used', () => {
    expect(codeOf(() => sheetTableOf([]))).toEqual({ code: 'empty', values: {} });
    expect(codeOf(() => sheetTableOf([[null], ['']]))).toEqual({ code: 'empty', values: {} });
    expect(
      codeOf(() =>
        sheetTableOf([
          [1, '2026-01-01'],
          ['a', 'b'],
        ]),
      ),
    ).toEqual({ code: 'noHeader', values: {} });
    expect(codeOf(() => sheetTableOf([['Name']]))).toEqual({ code: 'noRows', values: {} });
    expect(codeOf(() => sheetTableOf([['Name'], ['a'], ['b'], ['c']], { maxRows: 2 }))).toEqual({
      code: 'tooManyRows',
      values: { max: 2, count: 3 },
    });
    expect(codeOf(() => sheetTableOf([['a', 'b', 'c'], ['1']], { maxColumns: 2 }))).toEqual({
      code: 'tooManyColumns',
      values: { max: 2, count: 3 },
    });
  });
});

describe('columnLetters', () => {
  it('counts like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
