import type { BatchOutcome, FieldProblem } from './import-types';

/** One batch of good rows: where its rows sit in the list sent, and their spreadsheet lines. */
export interface Batch<Row> {
  /** Index of the batch's first row in the full list of good rows. */
  start: number;
  rows: Row[];
  lines: number[];
}

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/**
 * Splits rows into batches of at most `size` rows and, when given, at most `maxBytes` of JSON (the
 * server refuses larger bodies; long descriptions reach that before the row count does). A row is
 * never split: one larger than `maxBytes` travels alone and the server answers for it.
 */
export function batchesOf<Row>(
  rows: readonly { row: Row; line: number }[],
  { size, maxBytes }: { size: number; maxBytes?: number },
): Batch<Row>[] {
  if (size < 1) throw new Error('A batch holds at least one row.');
  const batches: Batch<Row>[] = [];
  let current: Batch<Row> | null = null;
  let bytes = 0;
  rows.forEach(({ row, line }, index) => {
    const rowBytes = maxBytes === undefined ? 0 : jsonBytes(row) + 1;
    const full =
      current !== null &&
      (current.rows.length >= size || (maxBytes !== undefined && bytes + rowBytes > maxBytes));
    if (current === null || full) {
      current = { start: index, rows: [], lines: [] };
      batches.push(current);
      bytes = 0;
    }
    current.rows.push(row);
    current.lines.push(line);
    bytes += rowBytes;
  });
  return batches;
}

/** A problem the server named, placed on the spreadsheet line of its row. */
export type LineProblem = FieldProblem & { line: number | null };

/** What happened to one batch. */
export type BatchReport =
  | { batch: number; status: 'done'; created: number; replaced: number }
  | { batch: number; status: 'failed'; message: string; problems: LineProblem[]; fatal: boolean };

/**
 * Sends the batches (all, or the indices in `only`, for a retry) one after the other (the server
 * writes each batch all-or-nothing), reporting after each. After a failure it goes on with the next
 * batch, unless `shouldStop` says otherwise (the user stopped, or the failure will repeat).
 */
export async function sendBatches<Row>(
  batches: readonly Batch<Row>[],
  submitBatch: (rows: Row[]) => Promise<BatchOutcome>,
  {
    onReport,
    shouldStop = () => false,
    only,
  }: {
    onReport: (report: BatchReport) => void;
    shouldStop?: (last: BatchReport) => boolean;
    only?: readonly number[];
  },
): Promise<BatchReport[]> {
  const reports: BatchReport[] = [];
  for (const index of only ?? batches.map((_, position) => position)) {
    const batch = batches[index];
    if (!batch) continue;
    let outcome: BatchOutcome;
    try {
      outcome = await submitBatch(batch.rows);
    } catch (error) {
      // An unexpected throw (not an answer the entity could read) will most likely happen again.
      outcome = {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        rowProblems: [],
        fatal: true,
      };
    }
    const report: BatchReport = outcome.ok
      ? { batch: index, status: 'done', created: outcome.created, replaced: outcome.replaced }
      : {
          batch: index,
          status: 'failed',
          message: outcome.message,
          fatal: outcome.fatal ?? false,
          problems: outcome.rowProblems.map(({ index: row, field, message }) => ({
            field,
            message,
            line: batch.lines[row] ?? null,
          })),
        };
    reports.push(report);
    onReport(report);
    if (shouldStop(report)) break;
  }
  return reports;
}

/** Totals of the reports so far, for the progress bar and the result summary. */
export function importTotals<Row>(batches: readonly Batch<Row>[], reports: readonly BatchReport[]) {
  let created = 0;
  let replaced = 0;
  let sentRows = 0;
  let failedRows = 0;
  for (const report of reports) {
    const rows = batches[report.batch]?.rows.length ?? 0;
    sentRows += rows;
    if (report.status === 'done') {
      created += report.created;
      replaced += report.replaced;
    } else failedRows += rows;
  }
  const totalRows = batches.reduce((sum, batch) => sum + batch.rows.length, 0);
  return { created, replaced, sentRows, failedRows, totalRows };
}

/** Batches to send again: the failed ones and those never sent (the user stopped, or a fatal failure). */
export function unfinishedBatches(batchCount: number, reports: readonly BatchReport[]): number[] {
  const done = new Set(reports.filter((report) => report.status === 'done').map((report) => report.batch));
  return Array.from({ length: batchCount }, (_, index) => index).filter((index) => !done.has(index));
}
