import { impactLevelBand, ImpactLevel } from '@tandem/shared/impacts/impact-level';
import { confidenceBand, MitigationConfidence } from '@tandem/shared/impacts/mitigation-confidence';
import { ImpactType } from '@tandem/shared/impacts/impact-type';
import { impactProgressLabelOf } from '@tandem/shared/impacts/impact-progress-label';
import { progressOptions } from '@/ui/status-pills';
import type { EntityChoice } from '@/lib/entity-kit/entity-view';

const bandColour = {
  [ImpactLevel.UNKNOWN]: 'gray',
  [ImpactLevel.LOW]: 'green',
  [ImpactLevel.MEDIUM]: 'orange',
  [ImpactLevel.HIGH]: 'red',
};
const bandKey = {
  [ImpactLevel.UNKNOWN]: 'impacts.levels.unknown',
  [ImpactLevel.LOW]: 'impacts.levels.low',
  [ImpactLevel.MEDIUM]: 'impacts.levels.medium',
  [ImpactLevel.HIGH]: 'impacts.levels.high',
};
const scale = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** Impact level 1-10 (or -1 unknown) with its band's words and colour (spec §3: 1-4 low, 5-7 medium, 8-10 high). */
export const impactLevelChoices: EntityChoice[] = [-1, ...scale(1, 10)].map((value) => {
  const band = impactLevelBand(value);
  return { value, key: bandKey[band], colour: bandColour[band] };
});

const confidenceColour = {
  [MitigationConfidence.UNKNOWN]: 'gray',
  [MitigationConfidence.LOW]: 'red',
  [MitigationConfidence.MEDIUM]: 'orange',
  [MitigationConfidence.HIGH]: 'green',
};

/** Mitigation confidence 0-10 (or -1 none) with its band's words (spec §4: ≤4 low, ≤7 medium, >7 high). */
export const confidenceChoices: EntityChoice[] = [-1, ...scale(0, 10)].map((value) => {
  const band = confidenceBand(value);
  return { value, key: `impacts.confidence.${band}`, colour: confidenceColour[band] };
});

export const impactTypeChoices: EntityChoice[] = [
  { value: ImpactType.PEOPLE, key: 'impacts.types.people', colour: 'blue' },
  { value: ImpactType.PROCESS, key: 'impacts.types.process', colour: 'violet' },
  { value: ImpactType.TECHNOLOGY, key: 'impacts.types.technology', colour: 'cyan' },
];

/**
 * Progress as impacts word it (spec §3 impact progress labels): completed reads "mitigated"; statuses
 * with no impact label (overdue, on hold, cancelled) keep the app's words. Same values and colours.
 */
export const impactProgressChoices: EntityChoice[] = progressOptions.map((option) => {
  const label = impactProgressLabelOf(option.value);
  return label ? { ...option, key: `impacts.progress.${label}` } : option;
});
