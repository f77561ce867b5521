import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read-spreadsheet';
import { SpreadsheetReadError } from './spreadsheet-read-error';

const xlsxFile = async (rows: (string | number | Date | null)[][], name = 'actions.xlsx') => {
  const buffer = await writeXlsxFile(rows, { dateFormat: 'dd/mm/yyyy' }).toBuffer();
  return new File([new Uint8Array(buffer)], name);
};

const failure = async (file: File) => {
  try {
    await readSpreadsheet(file);
  } catch (error) {
    if (error instanceof SpreadsheetReadError) return error.code;
    throw error;
  }
  return null;
};

describe('readSpreadsheet', () => {
  it('reads a real .xlsx: header row, text cells, dates as yyyy-mm-dd and numbers as text', async () => {
    const file = await xlsxFile([
      ['Ref', 'Name', 'Start date', 'RAG'],
      [null, 'Brief the booking team', new Date(Date.UTC(2026, 2, 1)), 'Green'],
      [7, 'Train the agents', new Date(Date.UTC(2026, 11, 31)), 2],
    ]);
    expect(await readSpreadsheet(file)).toEqual({
      headers: ['Ref', 'Name', 'Start date', 'RAG'],
      rows: [
        { line: 2, cells: ['', 'Brief the booking team', '2026-03-01', 'Green'] },
        { line: 3, cells: ['7', 'Train the agents', '2026-12-31', '2'] },
      ],
    });
  });

  it('reads a .csv, with Excel’s byte-order mark and quoted commas', async () => {
    const file = new File(
      ['\uFEFFName,Description\r\n"Plan, then act",Two lines\r\n\r\nSecond,\r\n'],
      'a.csv',
      {
        type: 'text/csv',
      },
    );
    expect(await readSpreadsheet(file)).toEqual({
      headers: ['Name', 'Description'],
      rows: [
        { line: 2, cells: ['Plan, then act', 'Two lines'] },
        { line: 4, cells: ['Second', ''] },
      ],
    });
  });

  it('refuses other types, empty files, broken workbooks and files over the row limit', async () => {
    expect(await failure(new File(['a'], 'notes.txt'))).toBe('wrongType');
    expect(await failure(new File(['x'], 'old.xls'))).toBe('wrongType');
    expect(await failure(new File([], 'empty.csv'))).toBe('empty');
    expect(await failure(new File(['not a zip'], 'broken.xlsx'))).toBe('unreadable');
    expect(await failure(new File(['Name\n'], 'header-only.csv'))).toBe('noRows');
    const many = ['Name', ...Array.from({ length: 5_001 }, (_, index) => `Action ${index}`)].join('\n');
    expect(await failure(new File([many], 'big.csv'))).toBe('tooManyRows');
  });
});
