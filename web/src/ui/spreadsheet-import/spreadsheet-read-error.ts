/** Why a file could not be read; each code has a phrase under `upload.readErrors`. */
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';
export type SpreadsheetReadErrorCode =
  | 'wrongType'
  | 'unreadable'
  | 'empty'
  | 'noHeader'
  | 'noRows'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'tooLarge';

/** A file the import cannot use, with what the phrase needs (limits, counts). */
export class SpreadsheetReadError extends Error {
  override readonly name = 'SpreadsheetReadError';
  constructor(
    readonly code: SpreadsheetReadErrorCode,
    readonly values: Record<string, number | string> = {},
  ) {
    super(`The spreadsheet could not be used: ${code}`);
  }
}

export const isSpreadsheetReadError = (error: unknown): error is SpreadsheetReadError =>
  error instanceof SpreadsheetReadError;
