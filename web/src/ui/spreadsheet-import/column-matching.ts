import type { ColumnMapping, ImportField, MappedRow } from './import-types';
import type { SheetTable } from './sheet-table';

/** A header as compared: case, accents, spaces and punctuation do not matter ("Start date" = "start_date"). */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The first guess of the mapping step: each field takes the first column whose header equals its
 * key, label or one of its aliases (normalised), and no column serves two fields. Unmatched fields
 * stay unmapped for the user to choose.
 */
export function autoMatchColumns(fields: readonly ImportField[], headers: readonly string[]): ColumnMapping {
  const normalised = headers.map(normaliseHeader);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    const names = new Set([field.key, field.label, ...(field.aliases ?? [])].map(normaliseHeader));
    const index = normalised.findIndex((header, column) => !used.has(column) && header && names.has(header));
    mapping[field.key] = index >= 0 ? index : null;
    if (index >= 0) used.add(index);
  }
  return mapping;
}

/** Required fields the mapping leaves without a column. */
export function unmappedRequiredFields(
  fields: readonly ImportField[],
  mapping: ColumnMapping,
): ImportField[] {
  return fields.filter((field) => field.required && (mapping[field.key] ?? null) === null);
}

/** The file's data rows through the mapping: only mapped fields, keyed by field key. */
export function mappedRowsOf(
  table: SheetTable,
  fields: readonly ImportField[],
  mapping: ColumnMapping,
): MappedRow[] {
  const chosen = fields.flatMap((field) => {
    const column = mapping[field.key];
    return column === null || column === undefined ? [] : [[field.key, column] as const];
  });
  return table.rows.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(chosen.map(([key, column]) => [key, cells[column] ?? ''])),
  }));
}
