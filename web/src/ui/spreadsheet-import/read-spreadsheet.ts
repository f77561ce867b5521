import { sheetTableOf, type SheetTable } from './sheet-table';
import { SpreadsheetReadError } from './spreadsheet-read-error';

/** What the file input offers; anything else is refused with a phrase saying which types work. */
export const SPREADSHEET_ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
/** A generous ceiling before parsing: 5,000 rows of text fit in a few MB. */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;

type SpreadsheetKind = 'xlsx' | 'csv';

function kindOf(file: File): SpreadsheetKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv')) return 'csv';
  return null;
}

async function rawRowsOfXlsx(file: File): Promise<unknown[][]> {
  // Loaded on first use: the parser is only downloaded by someone who picks a workbook.
  const { default: readXlsxFile } = await import('read-excel-file/browser');
  try {
    const sheets = await readXlsxFile(file);
    // The first sheet, as a spreadsheet user expects; an exported workbook has one.
    return (sheets[0]?.data ?? []) as unknown[][];
  } catch (error) {
    // An empty workbook is reported as such rather than as a broken file.
    if (error instanceof Error && 'code' in error && error.code === 'NO_DATA') return [];
    throw new SpreadsheetReadError('unreadable');
  }
}

async function rawRowsOfCsv(file: File): Promise<unknown[][]> {
  const { default: Papa } = await import('papaparse');
  // Excel writes a byte-order mark in front of UTF-8 CSV; it would otherwise stick to the first header.
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(text, { skipEmptyLines: false });
  // Delimiter guessing "fails" on one-column files; that is still a readable file.
  const fatal = result.errors.filter((error) => error.type !== 'Delimiter');
  if (fatal.length > 0 && result.data.length === 0) throw new SpreadsheetReadError('unreadable');
  return result.data;
}

/**
 * Reads an `.xlsx` (first sheet) or `.csv` file into a header row and text cells; throws a
 * SpreadsheetReadError for a wrong type, an unreadable, empty or headerless file, or too many rows.
 */
export async function readSpreadsheet(file: File, limits?: { maxRows?: number }): Promise<SheetTable> {
  const kind = kindOf(file);
  if (!kind) throw new SpreadsheetReadError('wrongType', { name: file.name });
  if (file.size === 0) throw new SpreadsheetReadError('empty');
  if (file.size > IMPORT_MAX_FILE_BYTES)
    throw new SpreadsheetReadError('tooLarge', { maxMb: IMPORT_MAX_FILE_BYTES / 1024 / 1024 });
  const raw = kind === 'xlsx' ? await rawRowsOfXlsx(file) : await rawRowsOfCsv(file);
  return sheetTableOf(raw, limits);
}
