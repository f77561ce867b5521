import type { Data, Layout } from 'plotly.js';
import { isUnknownSliderValue } from '@tandem/shared/core/checkbox-slider';
import { ProfilingType } from '@tandem/shared/stakeholders/profiling-type';

/** The scale each profiling type places stakeholders by (spec §3 profiling types). */
export const profilingMeasure = {
  [ProfilingType.SENTIMENT]: 'sentiment',
  [ProfilingType.RECEPTIVENESS]: 'receptiveness',
  [ProfilingType.COMMITMENT]: 'commitment',
} as const;
export type ProfilingMeasure = (typeof profilingMeasure)[keyof typeof profilingMeasure];

export const profilingTypeOf = (text: string | undefined) => {
  const type = Number(text) as ProfilingType;
  return type in profilingMeasure ? type : ProfilingType.SENTIMENT;
};

export type ProfiledStakeholder = { id: string; name: string; influence: number; score: number };
export type Quadrant = 'manageClosely' | 'keepSatisfied' | 'keepInformed' | 'monitor';

/** Scores above the middle of 1-10 count as high. */
const HIGH = 5.5;

/**
 * Where a stakeholder sits on the influence × measure grid: high influence and a low score are the
 * ones to manage closely (a powerful critic), high and high keep satisfied, low influence and a low
 * score keep informed, low and high monitor.
 */
export const quadrantOf = ({ influence, score }: { influence: number; score: number }): Quadrant =>
  influence > HIGH
    ? score > HIGH
      ? 'keepSatisfied'
      : 'manageClosely'
    : score > HIGH
      ? 'monitor'
      : 'keepInformed';

/** The stakeholders with both scores known, and how many are left out for an unknown one. */
export function profiled(
  stakeholders: readonly ({ id: string; stakeholderName: string | null; influence: number } & Record<
    ProfilingMeasure,
    number
  >)[],
  measure: ProfilingMeasure,
) {
  const placed: ProfiledStakeholder[] = [];
  let unknown = 0;
  for (const item of stakeholders) {
    if (isUnknownSliderValue(item.influence) || isUnknownSliderValue(item[measure])) unknown += 1;
    else
      placed.push({
        id: item.id,
        name: item.stakeholderName ?? '',
        influence: item.influence,
        score: item[measure],
      });
  }
  return { placed, unknown };
}

/** One marker per stakeholder, named, x the measure and y the influence. */
export const quadrantTraces = (placed: readonly ProfiledStakeholder[], measureLabel: string): Data[] => [
  {
    type: 'scatter',
    mode: 'text+markers',
    x: placed.map((item) => item.score),
    y: placed.map((item) => item.influence),
    text: placed.map((item) => item.name),
    textposition: 'top center',
    marker: { size: 12, color: '#1c7ed6' },
    hovertemplate: `%{text}<br>${measureLabel}: %{x}<br>%{yaxis.title.text}: %{y}<extra></extra>`,
  },
];

/** The 1-10 × 1-10 field split into four quadrants, each named in its corner. */
export function quadrantLayout(
  measureLabel: string,
  influenceLabel: string,
  names: Record<Quadrant, string>,
) {
  const line = { color: '#868e96', width: 1, dash: 'dot' as const };
  const corner = (x: number, y: number, text: string) => ({
    x,
    y,
    text,
    showarrow: false,
    font: { color: '#495057', size: 12 },
  });
  const layout: Partial<Layout> = {
    margin: { l: 56, r: 16, t: 8, b: 48 },
    xaxis: { title: { text: measureLabel }, range: [0.5, 10.5], dtick: 1, fixedrange: true },
    yaxis: { title: { text: influenceLabel }, range: [0.5, 10.5], dtick: 1, fixedrange: true },
    shapes: [
      { type: 'line', x0: HIGH, x1: HIGH, y0: 0.5, y1: 10.5, line },
      { type: 'line', x0: 0.5, x1: 10.5, y0: HIGH, y1: HIGH, line },
    ],
    annotations: [
      corner(2.5, 10.2, names.manageClosely),
      corner(8.5, 10.2, names.keepSatisfied),
      corner(2.5, 0.8, names.keepInformed),
      corner(8.5, 0.8, names.monitor),
    ],
    showlegend: false,
  };
  return layout;
}
