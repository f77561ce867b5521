import type { PieChartSlice } from '@/ui/charts/pie-chart';
import { levelSlicesOf } from '@/ui/charts/status-slices';
import type { MyImpactsOverview } from '../api/get-my-impacts';

type Translate = (key: string) => string;

/** Level bands as slices, high first; ids are the short levels the API filters by (spec §3). */
export function levelSlices(
  figures: Pick<MyImpactsOverview, 'level'>,
  translate: Translate,
): PieChartSlice[] {
  return levelSlicesOf(figures.level, (key) => translate(`myDashboardPeople.impacts.level.${key}`));
}
