import type { Data, Layout } from 'plotly.js';
import { ReadinessMeasure } from '@tandem/shared/audiences/readiness-measure';
import { isUnknownSliderValue } from '@tandem/shared/core/checkbox-slider';
import { enGbDateAxis, enGbHoverDay } from '@/ui/charts/date-axis';

/** What the readiness charts read of a pulse and an audience. */
export type PulseReading = { audience: string | null; pulseDate: string | null } & Partial<
  Record<ReadinessMeasure, number>
>;
export type AudienceName = { id: string; name: string };

/** One audience's line: its score at each pulse date (null where it had no known score that day). */
export type ReadinessLine = { id: string; label: string; values: (number | null)[] };

export const readinessMeasures = Object.values(ReadinessMeasure);

/**
 * The trend of one readiness measure: the pulse dates in order, and one line per audience with its
 * score at each date (spec §1: readiness is a history). Unknown scores (-1) are gaps, not zeros; two
 * pulses of one audience on one day keep the later one in the list's order.
 */
export function readinessTrend(
  pulses: readonly PulseReading[],
  audiences: readonly AudienceName[],
  measure: ReadinessMeasure,
) {
  const dates = [...new Set(pulses.flatMap((pulse) => (pulse.pulseDate ? [pulse.pulseDate] : [])))].sort();
  const lines: ReadinessLine[] = audiences
    .map((audience) => {
      const values = dates.map(() => null as number | null);
      for (const pulse of pulses) {
        if (pulse.audience !== audience.id || !pulse.pulseDate) continue;
        const score = pulse[measure];
        if (typeof score === 'number' && !isUnknownSliderValue(score))
          values[dates.indexOf(pulse.pulseDate)] = score;
      }
      return { id: audience.id, label: audience.name, values };
    })
    .filter((line) => line.values.some((value) => value !== null));
  return { dates, lines };
}

/**
 * The trend of one audience: its own pulse dates in order, and one line per readiness measure (the
 * readiness charts' "by audience" view). Unknown scores are gaps.
 */
export function audienceTrend(
  pulses: readonly PulseReading[],
  audienceId: string,
  measureLabels: Record<ReadinessMeasure, string>,
) {
  const own = pulses.filter((pulse) => pulse.audience === audienceId && pulse.pulseDate);
  const dates = [...new Set(own.map((pulse) => pulse.pulseDate!))].sort();
  const lines: ReadinessLine[] = readinessMeasures.map((measure) => {
    const values = dates.map(() => null as number | null);
    for (const pulse of own) {
      const score = pulse[measure];
      if (typeof score === 'number' && !isUnknownSliderValue(score))
        values[dates.indexOf(pulse.pulseDate!)] = score;
    }
    return { id: measure, label: measureLabels[measure], values };
  });
  return { dates, lines };
}

/** One line trace per audience (markers joined across gaps), on a fixed 0-10 axis. */
export function readinessTraces(dates: readonly string[], lines: readonly ReadinessLine[]): Data[] {
  return lines.map((line) => ({
    type: 'scatter',
    mode: 'lines+markers',
    name: line.label,
    x: [...dates],
    y: [...line.values],
    connectgaps: true,
    hovertemplate: `${line.label}: %{y}<extra>${enGbHoverDay}</extra>`,
  }));
}

export const readinessLayout = (): Partial<Layout> => ({
  margin: { l: 40, r: 16, t: 8, b: 40 },
  yaxis: { range: [0, 10.5], dtick: 1, fixedrange: true },
  xaxis: { ...enGbDateAxis, fixedrange: true },
  legend: { orientation: 'h', y: -0.2 },
});
