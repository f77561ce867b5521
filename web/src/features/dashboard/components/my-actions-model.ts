import { ProgressStatus } from '@tandem/shared/core/progress-status';
import type { ChartCategory, ChartSeries } from '@/ui/charts/chart-model';
import type { PieChartSlice } from '@/ui/charts/pie-chart';
import { progressOptions, ragOptions } from '@/ui/status-pills';
import type { MyActionsOverview } from '../api/get-my-actions-overview';
import type { DrillDown } from '../api/get-action-project-slices';

type Translate = (key: string) => string;
type Figures = Pick<MyActionsOverview, 'rag' | 'progress'>;
/** Progress counts alone: impacts chart progress with the same slices (My Impacts). */
type ProgressFigures = Pick<Figures, 'progress'>;

/** A status a dashboard chart shows: its id (the drill-down's value), phrase key and colour. */
type ChartStatus = { id: string; key: string; colour: string };

/** RAG in the dashboards' order (red, amber, green, completed, unknown), coloured as the RAG pills. */
export const dashboardRagStatuses: readonly ChartStatus[] = [
  ...ragOptions
    .filter((option) => option.value !== -1)
    .map((option) => ({ id: String(option.value), key: option.key, colour: option.colour })),
  { id: '4', key: 'actionItems.rag.completed', colour: 'teal' },
  { id: '-1', key: 'actionItems.rag.unknown', colour: 'gray.5' },
];

/** The slice of progress statuses a dashboard does not chart on their own (spec §3: only three). */
export const OTHER_PROGRESS_ID = 'other';

const ragValue = (figures: Figures, id: string) =>
  ({ '1': figures.rag.red, '2': figures.rag.amber, '3': figures.rag.green, '4': figures.rag.completed })[
    id
  ] ?? figures.rag.unknown;

/** RAG slices (spec §4): red, amber, green, completed, unknown; ids are the drill-down's RAG values. */
export function ragSlices(figures: Figures, translate: Translate): PieChartSlice[] {
  return dashboardRagStatuses.map((status) => ({
    id: status.id,
    label: translate(status.key),
    value: ragValue(figures, status.id),
    colour: status.colour,
  }));
}

const dashboardProgress = [
  { status: ProgressStatus.NOT_STARTED, value: (figures: ProgressFigures) => figures.progress.notStarted },
  { status: ProgressStatus.IN_PROGRESS, value: (figures: ProgressFigures) => figures.progress.inProgress },
  { status: ProgressStatus.COMPLETED, value: (figures: ProgressFigures) => figures.progress.completed },
];

/** Progress slices: not started, in progress, completed (spec §3), and every other status as one. */
export function progressSlices(
  figures: ProgressFigures,
  translate: Translate,
  otherLabel: string,
): PieChartSlice[] {
  return [
    ...dashboardProgress.map(({ status, value }) => {
      const option = progressOptions.find((item) => item.value === status)!;
      // Not started is a lighter grey in a chart, so it stands apart from the "other" slice.
      const colour = status === ProgressStatus.NOT_STARTED ? 'gray.5' : option.colour;
      return { id: String(status), label: translate(option.key), value: value(figures), colour };
    }),
    { id: OTHER_PROGRESS_ID, label: otherLabel, value: figures.progress.other, colour: 'violet.3' },
  ];
}

const noFigures: Figures = {
  rag: { red: 0, amber: 0, green: 0, unknown: 0, completed: 0 },
  progress: { notStarted: 0, inProgress: 0, completed: 0, other: 0 },
};

/** The progress chart: one bar per project, stacked by the same statuses as the progress pie. */
export function projectProgressChart(
  projects: MyActionsOverview['projects'],
  translate: Translate,
  otherLabel: string,
): { categories: ChartCategory[]; series: ChartSeries[] } {
  const perProject = projects.map((project) => progressSlices(project, translate, otherLabel));
  return {
    categories: projects.map((project) => ({ id: project.projectId, label: project.projectName })),
    series: progressSlices(noFigures, translate, otherLabel).map((slice, index) => ({
      id: slice.id,
      label: slice.label,
      colour: slice.colour,
      values: perProject.map((slices) => slices[index]!.value),
    })),
  };
}

/** Whether a slice can be drilled into (the "other" progress slice gathers several statuses). */
export const drillDownOf = (by: DrillDown['by'], id: string): DrillDown | null =>
  by === 'progress' && id === OTHER_PROGRESS_ID ? null : { by, status: id };

/**
 * The project's actions grid, opened in a new tab by the drill-down (spec §2): filtered by the
 * status and by the user as owner or assignee (the grid's `ownerOrAssignedTo` filter matches the
 * full name).
 */
export function drillDownGridHref(gridHref: string, drillDown: DrillDown, fullName: string) {
  const search = new URLSearchParams({
    [drillDown.by === 'rag' ? 'ragStatus' : 'progressStatus']: drillDown.status,
    ownerOrAssignedTo: fullName,
  });
  return `${gridHref}?${search}`;
}
