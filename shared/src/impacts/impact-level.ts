/** Impact level is scored 1-10 (spec §3); bands and short forms group it. */
export const IMPACT_LEVEL_MIN = 1;
export const IMPACT_LEVEL_MAX = 10;

/**
 * The bulk-update key taking the level on its 1-10 scale, as every other form does (issue 28 item 9);
 * `impactLevel` keeps the spec's short levels. One of the two per call.
 */
export const IMPACT_LEVEL_SCALE_KEY = 'impactLevelScale';

/** Short form of an impact level, also its band (spec §3). Stored numbers: never renumber. */
export const ImpactLevel = {
  UNKNOWN: 0,
  LOW: 1,
  MEDIUM: 2,
  HIGH: 3,
} as const;
export type ImpactLevel = (typeof ImpactLevel)[keyof typeof ImpactLevel];

/** The long (1-10) value each band is saved as by bulk updates (spec §3). */
export const BulkImpactLevel = {
  LOW: 1,
  MEDIUM: 5,
  HIGH: 10,
} as const;
export type BulkImpactLevel = (typeof BulkImpactLevel)[keyof typeof BulkImpactLevel];

/** The long value that means "unknown", as the checkbox-slider sets it (spec §4). */
export const UNKNOWN_IMPACT_LEVEL = -1;

export const impactLevelLabel: Record<ImpactLevel, string> = {
  [ImpactLevel.UNKNOWN]: 'Unknown',
  [ImpactLevel.LOW]: 'Low',
  [ImpactLevel.MEDIUM]: 'Medium',
  [ImpactLevel.HIGH]: 'High',
};

/**
 * The band of a 1-10 score (spec §3, §9): 8-10 high, 5-7 medium, 1-4 low, 0 or less unknown.
 * Thresholds rather than exact ranges, so a fraction (4.5) or an over-range score (11) still lands
 * in the nearest band below.
 */
export function impactLevelBand(score: number | null | undefined): ImpactLevel {
  if (score === null || score === undefined || Number.isNaN(score) || score <= 0) return ImpactLevel.UNKNOWN;
  if (score >= 8) return ImpactLevel.HIGH;
  if (score >= 5) return ImpactLevel.MEDIUM;
  return ImpactLevel.LOW;
}

/** The long value a short level is saved as (spec §3): low 1, medium 5, high 10, unknown -1. */
export function impactLevelToLongForm(level: ImpactLevel): number {
  switch (level) {
    case ImpactLevel.LOW:
      return BulkImpactLevel.LOW;
    case ImpactLevel.MEDIUM:
      return BulkImpactLevel.MEDIUM;
    case ImpactLevel.HIGH:
      return BulkImpactLevel.HIGH;
    default:
      return UNKNOWN_IMPACT_LEVEL;
  }
}
