import { describe, expect, it, vi } from 'vitest';
import { batchesOf, importTotals, sendBatches, unfinishedBatches } from './batches';
import type { BatchOutcome } from './import-types';

const rows = (count: number, text = 'x') =>
  Array.from({ length: count }, (_, index) => ({ row: { n: index, text }, line: index + 2 }));

describe('batchesOf', () => {
  it('cuts at the row limit and keeps lines and start indices', () => {
    const batches = batchesOf(rows(1_201), { size: 500 });
    expect(batches.map((batch) => batch.rows.length)).toEqual([500, 500, 201]);
    expect(batches.map((batch) => batch.start)).toEqual([0, 500, 1000]);
    expect(batches[1]!.lines[0]).toBe(502);
  });

  it('cuts earlier when the JSON would pass the byte limit, and never splits a row', () => {
    const big = rows(5, 'y'.repeat(300));
    const batches = batchesOf(big, { size: 500, maxBytes: 700 });
    expect(batches.map((batch) => batch.rows.length)).toEqual([2, 2, 1]);
    expect(batchesOf(rows(2, 'z'.repeat(2_000)), { size: 500, maxBytes: 700 })).toHaveLength(2);
  });

  it('makes no batch of nothing', () => {
    expect(batchesOf([], { size: 500 })).toEqual([]);
  });
});

describe('sendBatches', () => {
  const batches = batchesOf(rows(5), { size: 2 });

  it('sends one batch after the other, places server row errors on file lines, and goes on after a 400', async () => {
    const outcomes: BatchOutcome[] = [
      { ok: true, created: 2, replaced: 0 },
      {
        ok: false,
        message: 'Bad rows',
        rowProblems: [{ index: 1, field: 'name', message: 'The name is required.' }],
      },
      { ok: true, created: 0, replaced: 1 },
    ];
    const submit = vi.fn((_rows: unknown[]) => Promise.resolve(outcomes.shift()!));
    const onReport = vi.fn();
    const reports = await sendBatches(batches, submit, { onReport });
    expect(submit).toHaveBeenCalledTimes(3);
    expect(onReport).toHaveBeenCalledTimes(3);
    expect(reports[1]).toEqual({
      batch: 1,
      status: 'failed',
      message: 'Bad rows',
      fatal: false,
      problems: [{ field: 'name', message: 'The name is required.', line: 5 }],
    });
    expect(importTotals(batches, reports)).toEqual({
      created: 2,
      replaced: 1,
      sentRows: 5,
      failedRows: 2,
      totalRows: 5,
    });
    expect(unfinishedBatches(batches.length, reports)).toEqual([1]);
  });

  it('stops after a fatal failure or a throw, and a retry sends only the unfinished batches', async () => {
    const submit = vi.fn((_rows: unknown[]) => Promise.reject(new Error('The server could not be reached.')));
    const reports = await sendBatches(batches, submit, {
      onReport: () => undefined,
      shouldStop: (report) => report.status === 'failed' && report.fatal,
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(unfinishedBatches(batches.length, reports)).toEqual([0, 1, 2]);

    const retry = vi.fn((_rows: unknown[]) =>
      Promise.resolve<BatchOutcome>({ ok: true, created: 1, replaced: 0 }),
    );
    const retried = await sendBatches(batches, retry, { onReport: () => undefined, only: [1, 2] });
    expect(retried.map((report) => report.batch)).toEqual([1, 2]);
    expect(retry.mock.calls[0]![0]).toEqual(batches[1]!.rows);
  });
});
