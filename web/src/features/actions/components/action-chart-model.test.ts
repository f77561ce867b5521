import { describe, expect, it } from 'vitest';
import { progressOptions, ragOptions } from '@/ui/status-pills';
import {
  businessAreaOptions,
  isReportEmpty,
  progressChartStatuses,
  ragChartStatuses,
  reportBars,
  reportTotalSlices,
  summaryRagSlices,
  totalSlices,
  type ActionReport,
} from './action-chart-model';

const translate = (key: string) => `<${key.split('.').at(-1)}>`;
const slices = (values: Record<string, number>) =>
  Object.entries(values).map(([id, value]) => ({ id, label: `server ${id}`, value }));

describe('summary to RAG slices', () => {
  it('has red, amber, green of open actions, completed on its own and unknown, with the RAG phrases', () => {
    const summary = { red: 3, amber: 2, green: 1, unknown: 4, completed: 5, total: 15, percentComplete: 33 };
    expect(summaryRagSlices(summary, translate)).toEqual([
      { id: '1', label: '<red>', value: 3, colour: 'red' },
      { id: '2', label: '<amber>', value: 2, colour: 'orange' },
      { id: '3', label: '<green>', value: 1, colour: 'green' },
      { id: '4', label: '<completed>', value: 5, colour: 'teal' },
      { id: '-1', label: '<unknown>', value: 4, colour: 'gray.5' },
    ]);
  });
});

describe('chart statuses', () => {
  it('use the pills’ colour families, with distinct greys for not started and cancelled', () => {
    for (const option of ragOptions) {
      const status = ragChartStatuses.find((item) => item.id === String(option.value));
      expect(status?.colour.split('.')[0]).toBe(option.colour);
    }
    for (const option of progressOptions) {
      const status = progressChartStatuses.find((item) => item.id === String(option.value));
      expect(status?.key).toBe(option.key);
      expect(status?.colour.split('.')[0]).toBe(option.colour);
    }
    const greys = progressChartStatuses.filter((item) => item.colour.startsWith('gray'));
    expect(new Set(greys.map((item) => item.colour)).size).toBe(greys.length);
  });
});

const report: ActionReport = [
  { id: 'none', label: 'Unassigned', slices: slices({ 1: 1, 2: 0, 3: 0 }) },
  { id: 'u2', label: 'zoe Adams', slices: slices({ 1: 0, 2: 2, 3: 1 }) },
  { id: 'u1', label: 'Amir Khan', slices: slices({ 1: 2, 2: 1, 3: 3 }) },
];

describe('report totals', () => {
  it('add every group’s slices by id', () => {
    expect(Object.fromEntries(totalSlices(report))).toEqual({ 1: 3, 2: 3, 3: 4 });
  });

  it('give one slice per status, 0 for a status the report lacks', () => {
    const result = reportTotalSlices(report, progressChartStatuses, translate);
    expect(result.map((slice) => [slice.id, slice.label, slice.value])).toEqual([
      ['1', '<notStarted>', 3],
      ['2', '<inProgress>', 3],
      ['3', '<completed>', 4],
      ['4', '<overdue>', 0],
      ['5', '<onHold>', 0],
      ['6', '<cancelled>', 0],
      ['7', '<draft>', 0],
    ]);
  });
});

describe('report to stacked bars', () => {
  it('has one bar per group, alphabetical with the "none" group last under the page’s phrase', () => {
    const { categories, series } = reportBars(report, progressChartStatuses, translate, 'Nobody');
    expect(categories).toEqual([
      { id: 'u1', label: 'Amir Khan' },
      { id: 'u2', label: 'zoe Adams' },
      { id: 'none', label: 'Nobody' },
    ]);
    expect(series.slice(0, 3).map((item) => [item.label, item.values])).toEqual([
      ['<notStarted>', [2, 0, 1]],
      ['<inProgress>', [1, 2, 0]],
      ['<completed>', [3, 1, 0]],
    ]);
    expect(series[3]?.values).toEqual([0, 0, 0]);
  });
});

describe('report helpers', () => {
  it('tell an empty report', () => {
    expect(isReportEmpty([])).toBe(true);
    expect(isReportEmpty([{ id: 'a', label: 'A', slices: slices({ 1: 0 }) }])).toBe(true);
    expect(isReportEmpty(report)).toBe(false);
  });

  it('offer the real business areas of a report, alphabetical, without the "none" group', () => {
    expect(
      businessAreaOptions([
        { id: 'none', label: 'No business area', slices: [] },
        { id: 'b', label: 'Nursing', slices: [] },
        { id: 'a', label: 'Estates', slices: [] },
      ]),
    ).toEqual([
      { value: 'a', label: 'Estates' },
      { value: 'b', label: 'Nursing' },
    ]);
  });
});
