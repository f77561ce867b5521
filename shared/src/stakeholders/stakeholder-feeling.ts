/** Stakeholder scales run 1-10 (spec §3). */
export const STAKEHOLDER_SCALE_MIN = 1;
export const STAKEHOLDER_SCALE_MAX = 10;

/** How a sentiment or receptiveness score reads (spec §3, §4 "feeling is derived from a score"). */
export const StakeholderFeeling = {
  CONCERNED: 'concerned',
  NEUTRAL: 'neutral',
  ADVOCATE: 'advocate',
} as const;
export type StakeholderFeeling = (typeof StakeholderFeeling)[keyof typeof StakeholderFeeling];

export const stakeholderFeelingLabel: Record<StakeholderFeeling, string> = {
  [StakeholderFeeling.CONCERNED]: 'Concerned',
  [StakeholderFeeling.NEUTRAL]: 'Neutral',
  [StakeholderFeeling.ADVOCATE]: 'Advocate',
};

/**
 * Concerned 1-4, neutral 5-7, advocate 8-10. A score below 1 is "not assessed" and has no feeling
 * (null); thresholds rather than exact ranges so fractions land in the band below.
 */
export function stakeholderFeeling(score: number | null | undefined): StakeholderFeeling | null {
  if (score === null || score === undefined || Number.isNaN(score) || score < STAKEHOLDER_SCALE_MIN)
    return null;
  if (score >= 8) return StakeholderFeeling.ADVOCATE;
  if (score >= 5) return StakeholderFeeling.NEUTRAL;
  return StakeholderFeeling.CONCERNED;
}
