import type { Data, Layout } from 'plotly.js';
import { isUnknownSliderValue } from '@tandem/shared/core/checkbox-slider';

/** The buckets of a 1-10 scale: unknown (-1) first, then 1 to 10. */
export const scaleBuckets = [-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** How many items hold each value of a 1-10 scale (unknown counted apart). */
export function scaleDistribution(items: readonly Record<string, unknown>[], key: string): number[] {
  const counts = scaleBuckets.map(() => 0);
  for (const item of items) {
    const value = item[key];
    const index =
      typeof value !== 'number' || isUnknownSliderValue(value) ? 0 : scaleBuckets.indexOf(value as 1);
    if (index >= 0) counts[index]! += 1;
  }
  return counts;
}

/** One bar per bucket; the colour is the app's chart blue (AA on white). */
export const distributionTraces = (labels: string[], counts: number[], name: string): Data[] => [
  {
    type: 'bar',
    x: labels,
    y: counts,
    name,
    marker: { color: '#1864ab' },
    hovertemplate: '%{x}: %{y}<extra></extra>',
  },
];

export const distributionLayout = (xTitle: string, yTitle: string): Partial<Layout> => ({
  margin: { t: 16, r: 16, b: 72, l: 56 },
  xaxis: { title: { text: xTitle }, type: 'category', automargin: true },
  yaxis: { title: { text: yTitle }, rangemode: 'tozero', dtick: 1 },
  showlegend: false,
});
