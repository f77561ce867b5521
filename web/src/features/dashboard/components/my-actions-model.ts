import type { ChartCategory, ChartSeries } from '@/ui/charts/chart-model';
import {
  dashboardRagStatuses,
  OTHER_PROGRESS_ID,
  progressSlices,
  ragSlices,
} from '@/ui/charts/status-slices';
import type { MyActionsOverview } from '../api/get-my-actions-overview';
import type { DrillDown } from '../api/get-action-project-slices';

type Translate = (key: string) => string;
type Figures = Pick<MyActionsOverview, 'rag' | 'progress'>;

// The slices are the dashboards' shared pieces (ui/charts/status-slices): re-exported for this feature.
export { dashboardRagStatuses, OTHER_PROGRESS_ID, progressSlices, ragSlices };

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

/** How many actions "Due next" lists. */
export const DUE_NEXT_COUNT = 5;

/**
 * "Due next": the soonest of the open actions due in the next 7 days (the "Due in the next 7 days"
 * list, which comes latest first), so it never lists what the tile beside it does not count (an
 * overdue action, a completed one).
 */
export function dueNextOf<Row extends { actualEndDate: string; refNumber: number }>(
  upcoming: readonly Row[],
  count = DUE_NEXT_COUNT,
): Row[] {
  return [...upcoming]
    .sort((a, b) => a.actualEndDate.localeCompare(b.actualEndDate) || a.refNumber - b.refNumber)
    .slice(0, count);
}
