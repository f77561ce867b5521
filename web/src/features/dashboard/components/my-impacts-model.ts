import type { PieChartSlice } from '@/ui/charts/pie-chart';
import type { MyImpactsOverview } from '../api/get-my-impacts';

type Translate = (key: string) => string;

/** Level bands as slices, high first; ids are the short levels the API filters by (spec §3). */
const levels = [
  { id: '3', key: 'high', colour: 'red' },
  { id: '2', key: 'medium', colour: 'orange' },
  { id: '1', key: 'low', colour: 'green' },
  { id: '0', key: 'unknown', colour: 'gray.5' },
] as const;

export function levelSlices(
  figures: Pick<MyImpactsOverview, 'level'>,
  translate: Translate,
): PieChartSlice[] {
  return levels.map((level) => ({
    id: level.id,
    label: translate(`myDashboardPeople.impacts.level.${level.key}`),
    value: figures.level[level.key],
    colour: level.colour,
  }));
}
