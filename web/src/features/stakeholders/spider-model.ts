import type { Data, Layout } from 'plotly.js';
import type { SpiderChartData } from '@tandem/shared/audiences/spider-chart-contract';
import { isUnknownSliderValue } from '@tandem/shared/core/checkbox-slider';

/** A score of the spider chart: unknown (-1) is a gap, not a zero. */
export const spiderValue = (score: number | undefined) =>
  score === undefined || isUnknownSliderValue(score) ? null : score;

/** One closed polygon per audience over the five measures (the first point repeated to close it). */
export function spiderTraces(data: SpiderChartData, labels: Record<string, string>): Data[] {
  const theta = [...data.measures, data.measures[0]!].map((measure) => labels[measure] ?? measure);
  return data.audiences.map((audience) => ({
    type: 'scatterpolar',
    name: audience.name,
    theta,
    r: [...data.measures, data.measures[0]!].map((measure) => spiderValue(audience.scores[measure])),
    fill: 'toself',
    opacity: 0.6,
    connectgaps: true,
    hovertemplate: `${audience.name}: %{theta} %{r}<extra></extra>`,
  })) as Data[];
}

export const spiderLayout = (): Partial<Layout> => ({
  margin: { l: 48, r: 48, t: 24, b: 24 },
  polar: { radialaxis: { range: [0, 10], dtick: 2 } },
  legend: { orientation: 'h', y: -0.1 },
});
