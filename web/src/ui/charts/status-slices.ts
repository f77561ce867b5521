import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { progressOptions, ragOptions } from '@/ui/status-pills';
import type { PieChartSlice } from './pie-chart';

type Translate = (key: string) => string;
/** RAG counts (spec §4: completed apart) and the dashboards' progress counts of some actions. */
type Figures = {
  rag: { red: number; amber: number; green: number; unknown: number; completed: number };
  progress: { notStarted: number; inProgress: number; completed: number; other: number };
};
/** Progress counts alone: impacts chart progress with the same slices (My Impacts, the project overview). */
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

/** Impact level bands as slices, high first; ids are the short levels (spec §3: high 3 ... unknown 0). */
export const impactLevelBands = [
  { id: '3', key: 'high', colour: 'red' },
  { id: '2', key: 'medium', colour: 'orange' },
  { id: '1', key: 'low', colour: 'green' },
  { id: '0', key: 'unknown', colour: 'gray.5' },
] as const;
export type ImpactLevelKey = (typeof impactLevelBands)[number]['key'];

/** Level slices of some impacts' band counts, each named by `label(band key)`. */
export function levelSlicesOf(
  level: Record<ImpactLevelKey, number>,
  label: (key: ImpactLevelKey) => string,
): PieChartSlice[] {
  return impactLevelBands.map((band) => ({
    id: band.id,
    label: label(band.key),
    value: level[band.key],
    colour: band.colour,
  }));
}
