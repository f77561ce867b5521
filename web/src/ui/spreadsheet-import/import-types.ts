/**
 * The contract between the generic spreadsheet import and an entity that uses it (actions today;
 * impacts, stakeholders, audiences, processes and training the same way).
 */

/** One target field of the entity, offered in the column-mapping step. */
export interface ImportField {
  /** The entity's own key; problems name it and the preview shows its label. */
  key: string;
  /** Already translated. */
  label: string;
  required?: boolean;
  /** Other header names that mean this field (matched after normalising, like the key and label). */
  aliases?: readonly string[];
  /** A short, translated hint of accepted values, shown under the field's select. */
  hint?: string;
}

/** The chosen column (index into the file's headers) of each field key; null when left unmapped. */
export type ColumnMapping = Record<string, number | null>;

/** A data row of the file, seen through the mapping: mapped fields only, as text. */
export interface MappedRow {
  /** The row's number in the spreadsheet (1 is the header row), so people can find it. */
  line: number;
  cells: Record<string, string>;
}

/** A problem with one field of one row, said so the user knows what to change. */
export interface FieldProblem {
  /** An ImportField key (or a key the entity labels itself, shown as it is when unknown). */
  field: string;
  message: string;
}

/** The outcome of converting one mapped row: the row to send when it has no problems. */
export interface RowConversion<Row> {
  row: Row | null;
  problems: FieldProblem[];
  /** What the import does differently from the cell, said beside a good row (it is still imported). */
  notes?: FieldProblem[];
}

/** What one batch sent to the server came back with. */
export type BatchOutcome =
  | { ok: true; created: number; replaced: number }
  | {
      ok: false;
      /** Fit to show as it is (the server's message, or why the call failed). */
      message: string;
      /** Row problems the server named, by index into the batch that was sent. */
      rowProblems: (FieldProblem & { index: number })[];
      /** True when the next batches would fail the same way (no connection, no rights): stop. */
      fatal?: boolean;
    };
