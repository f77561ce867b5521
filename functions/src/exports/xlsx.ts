import type { SheetData } from 'write-excel-file/node';
import { neutralisedCell } from '@tandem/shared/spreadsheet/formula-cell';
import type { DownloadFile } from '@tandem/shared/contract/define-endpoint';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportColumn<T> {
  key: string;
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
  width?: number;
}

/**
 * One worksheet with the requested columns in the requested order and a bold, frozen header row, as
 * an .xlsx download. (write-excel-file: small, depends only on fflate; see docs/decisions.md.)
 */
export async function buildXlsx<T>(options: {
  fileName: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  rows: T[];
}): Promise<DownloadFile> {
  const header = options.columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = options.rows.map((row) =>
    options.columns.map((column) => {
      const value = column.value(row);
      if (value === null || value === undefined || value === '') return null;
      // Text a spreadsheet would run as a formula goes out as text (ASVS 1.2.10); the import undoes it.
      return { value: typeof value === 'string' ? neutralisedCell(value) : value };
    }),
  );
  const sheetData = [header, ...body] as SheetData;
  // Loaded on the first export only: the spreadsheet writer stays out of the Lambda's cold start.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const buffer = await writeXlsxFile(sheetData, {
    sheet: options.sheetName.slice(0, 31),
    columns: options.columns.map((column) => ({ width: column.width ?? 24 })),
    stickyRowsCount: 1,
  }).toBuffer();
  return { fileName: options.fileName, contentType: xlsxContentType, content: new Uint8Array(buffer) };
}

/** `columns=name,email` → those columns in that order; unknown names are refused by the contract. */
export const pickColumns = <T>(all: ExportColumn<T>[], requested: string[] | undefined) =>
  requested && requested.length > 0
    ? requested
        .map((key) => all.find((column) => column.key === key))
        .filter((column): column is ExportColumn<T> => column !== undefined)
    : all;
