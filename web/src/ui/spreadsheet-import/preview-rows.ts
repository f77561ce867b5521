import type { FieldProblem, ImportField, MappedRow, RowConversion } from './import-types';

/** A row of the preview: what the file said, and either the row to send or its problems. */
export interface PreviewRow<Row> extends MappedRow {
  row: Row | null;
  problems: FieldProblem[];
  /** Said beside a good row: what the import does other than the cell says. */
  notes?: FieldProblem[];
}

/** Joins the mapped rows with their conversions (same order; a missing conversion is a problem). */
export function previewRowsOf<Row>(
  mapped: readonly MappedRow[],
  conversions: readonly RowConversion<Row>[],
): PreviewRow<Row>[] {
  return mapped.map((mappedRow, index) => {
    const conversion = conversions[index];
    if (!conversion) return { ...mappedRow, row: null, problems: [{ field: '', message: 'Not checked.' }] };
    const problems = conversion.problems;
    return {
      ...mappedRow,
      row: problems.length === 0 ? conversion.row : null,
      problems,
      ...(conversion.notes?.length ? { notes: conversion.notes } : {}),
    };
  });
}

const isGood = <Row>(row: PreviewRow<Row>): row is PreviewRow<Row> & { row: Row } =>
  row.row !== null && row.problems.length === 0;

/** Rows that will be sent, with their lines, in file order. */
export function goodRowsOf<Row>(rows: readonly PreviewRow<Row>[]): { row: Row; line: number }[] {
  return rows.filter(isGood).map(({ row, line }) => ({ row, line }));
}

export function previewCounts<Row>(rows: readonly PreviewRow<Row>[]) {
  const good = rows.filter(isGood).length;
  return { good, bad: rows.length - good, total: rows.length };
}

/** "Start date: must be after …": the field's label when it is one of the import's fields. */
export function problemText(problem: FieldProblem, fields: readonly ImportField[]): string {
  const label = fields.find((field) => field.key === problem.field)?.label ?? problem.field;
  return label ? `${label}: ${problem.message}` : problem.message;
}

/** One page of rows (1-based page numbers), for the preview's pagination. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The rows with problems as a sheet to fix and import again: the row number the file gave it, the
 * mapped cells under their labels, then the problems in words.
 */
export function badRowsTable<Row>(
  rows: readonly PreviewRow<Row>[],
  fields: readonly ImportField[],
  labels: { row: string; problems: string },
): string[][] {
  return [
    [labels.row, ...fields.map((field) => field.label), labels.problems],
    ...rows
      .filter((row) => row.problems.length > 0)
      .map((row) => [
        String(row.line),
        ...fields.map((field) => row.cells[field.key] ?? ''),
        row.problems.map((problem) => problemText(problem, fields)).join('; '),
      ]),
  ];
}
