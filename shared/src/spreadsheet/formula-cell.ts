/**
 * Cells a spreadsheet would run as a formula (ASVS 5.0 1.2.10, issue 36 item 4): text starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return goes out behind an apostrophe, which Excel and
 * LibreOffice show as text. Text that already starts with apostrophes before such a character gets one
 * more, so the import takes exactly one off and every text comes back as it was.
 */
const formulaLike = /^'*[=+\-@\t\r]/;

/** Text as an export writes it (numbers, dates and booleans are never run: they stay as they are). */
export const neutralisedCell = (text: string) => (formulaLike.test(text) ? `'${text}` : text);

/** A cell's text as it was before `neutralisedCell`. */
export const restoredCell = (text: string) =>
  text.startsWith("'") && formulaLike.test(text) ? text.slice(1) : text;
