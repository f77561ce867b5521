import { cellText } from './cell-text';
import { SpreadsheetReadError } from './spreadsheet-read-error';

/** Rows one import reads at most: a few minutes of batches, and a preview the browser keeps smooth. */
export const IMPORT_MAX_ROWS = 5_000;
/** Columns one sheet may have: far more than any entity has fields; guards against junk files. */
export const IMPORT_MAX_COLUMNS = 200;

/** A sheet as the import uses it: unique header names and the data rows as text. */
export interface SheetTable {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * Raw rows (any cell values) to a table. The first non-empty row is the header; rows with no value
 * at all are skipped but keep their line numbers, so errors point at the row the user sees. A blank
 * header is named after its column letter and repeated headers get a number, so every column can
 * be chosen in the mapping step.
 */
export function sheetTableOf(
  raw: readonly (readonly unknown[])[],
  { maxRows = IMPORT_MAX_ROWS, maxColumns = IMPORT_MAX_COLUMNS } = {},
): SheetTable {
  const textRows = raw.map((row) => row.map(cellText));
  const isBlank = (cells: string[]) => cells.every((cell) => cell === '');
  if (textRows.every(isBlank)) throw new SpreadsheetReadError('empty');
  const headerIndex = textRows.findIndex((cells) => !isBlank(cells));
  const headerCells = textRows[headerIndex]!;
  const dataRows = textRows
    .map((cells, index) => ({ line: index + 1, cells }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => !isBlank(cells));

  // Trailing empty header cells are only formatting, unless some row has data under them.
  const width = Math.max(
    headerCells.length - [...headerCells].reverse().findIndex((cell) => cell !== ''),
    ...dataRows.map(({ cells }) => cells.length - [...cells].reverse().findIndex((cell) => cell !== '')),
  );
  if (width > maxColumns) throw new SpreadsheetReadError('tooManyColumns', { max: maxColumns, count: width });
  const named = headerCells.filter((cell) => cell !== '').length;
  // A header row is text naming columns: a first row of only numbers or dates is data without one.
  if (named === 0 || headerCells.every((cell) => cell === '' || /^[\d.,:/-]+$/.test(cell)))
    throw new SpreadsheetReadError('noHeader');
  if (dataRows.length === 0) throw new SpreadsheetReadError('noRows');
  if (dataRows.length > maxRows)
    throw new SpreadsheetReadError('tooManyRows', { max: maxRows, count: dataRows.length });

  const seen = new Map<string, number>();
  const headers = Array.from({ length: width }, (_, index) => {
    const base = headerCells[index] || `Column ${columnLetters(index)}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
  return {
    headers,
    rows: dataRows.map(({ line, cells }) => ({
      line,
      cells: Array.from({ length: width }, (_, index) => cells[index] ?? ''),
    })),
  };
}
