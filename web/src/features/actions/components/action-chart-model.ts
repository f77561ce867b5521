import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { COMPLETED_RAG_SORT_VALUE } from '@tandem/shared/core/rag-sort-value';
import type { ApiResult } from '@/lib/api-client';
import type { ChartCategory, ChartSeries, PieSlice } from '@/ui/charts/chart-model';
import type { PieChartSlice } from '@/ui/charts/pie-chart';
import type { ActionsSummary } from '../api/action-calls';
import { progressOptions, ragOptions } from '@/ui/status-pills';

/** Every action report answers groups (a business area, a person, an audience) of pie slices. */
export type ActionReport = ApiResult<'getAssignedToActionRagReport'>;
export type ActionReportGroup = ActionReport[number];

/** Turns a phrase key into text (i18next's `t`), passed in so these functions stay pure. */
export type Translate = (key: string) => string;

/** A status a chart shows: the report's slice id, its phrase key and its chart colour. */
export type ChartStatus = { id: string; key: string; colour: string };

/** The id the server gives the group of actions without a business area, assignee or audience. */
export const NO_GROUP_ID = 'none';

const ragColour = (value: RagStatus) => ragOptions.find((option) => option.value === value)?.colour ?? 'gray';

/**
 * The RAG report's slices in the server's order (red, amber, green, completed, unknown), coloured as
 * the RAG pills are; completed is the completed pill's teal (spec §3: its own colour).
 */
export const ragChartStatuses: readonly ChartStatus[] = [
  { id: String(RagStatus.RED), key: 'actionItems.rag.red', colour: ragColour(RagStatus.RED) },
  { id: String(RagStatus.AMBER), key: 'actionItems.rag.amber', colour: ragColour(RagStatus.AMBER) },
  { id: String(RagStatus.GREEN), key: 'actionItems.rag.green', colour: ragColour(RagStatus.GREEN) },
  { id: String(COMPLETED_RAG_SORT_VALUE), key: 'actionItems.rag.completed', colour: 'teal' },
  { id: String(RagStatus.UNKNOWN), key: 'actionItems.rag.unknown', colour: 'gray.5' },
];

/**
 * The progress statuses in the editor's order, coloured as the progress pills are. The pills give
 * not started and cancelled the same grey; in a chart they must differ, so cancelled is darker.
 */
export const progressChartStatuses: readonly ChartStatus[] = progressOptions.map((option) => ({
  id: String(option.value),
  key: option.key,
  colour:
    option.value === ProgressStatus.CANCELLED
      ? 'gray.8'
      : option.value === ProgressStatus.NOT_STARTED
        ? 'gray.5'
        : option.colour,
}));

/** RAG slices of the summary: the four RAG counts of open actions, and completed on its own (spec §4). */
export function summaryRagSlices(summary: ActionsSummary, translate: Translate): PieChartSlice[] {
  const valueOf: Record<string, number> = {
    [String(RagStatus.RED)]: summary.red,
    [String(RagStatus.AMBER)]: summary.amber,
    [String(RagStatus.GREEN)]: summary.green,
    [String(COMPLETED_RAG_SORT_VALUE)]: summary.completed,
    [String(RagStatus.UNKNOWN)]: summary.unknown,
  };
  return ragChartStatuses.map((status) => ({
    id: status.id,
    label: translate(status.key),
    value: valueOf[status.id] ?? 0,
    colour: status.colour,
  }));
}

/**
 * The slices of every group added up by slice id. Exact for a report whose groups do not overlap
 * (each action has one assignee or none); a business-area report counts an action once per area.
 */
export function totalSlices(report: ActionReport): Map<string, number> {
  const totals = new Map<string, number>();
  for (const group of report)
    for (const slice of group.slices) totals.set(slice.id, (totals.get(slice.id) ?? 0) + slice.value);
  return totals;
}

/** One slice per status, valued from a report's totals (statuses the report lacks count 0). */
export function reportTotalSlices(
  report: ActionReport,
  statuses: readonly ChartStatus[],
  translate: Translate,
): PieChartSlice[] {
  const totals = totalSlices(report);
  return statuses.map((status) => ({
    id: status.id,
    label: translate(status.key),
    value: totals.get(status.id) ?? 0,
    colour: status.colour,
  }));
}

/** The group's label; the group without a business area, assignee or audience gets the page's phrase. */
const groupLabel = (group: ActionReportGroup, noneLabel: string) =>
  group.id === NO_GROUP_ID ? noneLabel : group.label;

/**
 * A report as stacked bars: one category per group, alphabetical with the "none" group last, and
 * one series per status valued from the group's slice of that id.
 */
export function reportBars(
  report: ActionReport,
  statuses: readonly ChartStatus[],
  translate: Translate,
  noneLabel: string,
): { categories: ChartCategory[]; series: ChartSeries[] } {
  const groups = [...report].sort((a, b) => {
    if (a.id === NO_GROUP_ID || b.id === NO_GROUP_ID) return a.id === NO_GROUP_ID ? 1 : -1;
    return a.label.localeCompare(b.label, 'en-GB', { sensitivity: 'base' });
  });
  const categories = groups.map((group) => ({ id: group.id, label: groupLabel(group, noneLabel) }));
  const valueOf = (group: ActionReportGroup, id: string) =>
    group.slices.find((slice: PieSlice) => slice.id === id)?.value ?? 0;
  const series = statuses.map((status) => ({
    id: status.id,
    label: translate(status.key),
    colour: status.colour,
    values: groups.map((group) => valueOf(group, status.id)),
  }));
  return { categories, series };
}

/** True when a report has no group, or no group with any action. */
export const isReportEmpty = (report: ActionReport) =>
  report.every((group) => group.slices.every((slice) => slice.value === 0));

/**
 * Business areas to offer in the filter: the groups of the unfiltered report that are real areas
 * (the server ignores the "none" id in a filter), alphabetical.
 */
export function businessAreaOptions(report: ActionReport): { value: string; label: string }[] {
  return report
    .filter((group) => group.id !== NO_GROUP_ID)
    .map((group) => ({ value: group.id, label: group.label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB', { sensitivity: 'base' }));
}
