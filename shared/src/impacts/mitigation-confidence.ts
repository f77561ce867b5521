/** A mitigation confidence of -1 means none was given (spec §3, §9). */
export const NO_MITIGATION_CONFIDENCE = -1;

/**
 * Mitigation confidence bands (spec §3). The spec gives names but no numbers, so the values are the
 * names.
 */
export const MitigationConfidence = {
  UNKNOWN: 'unknown',
  LOW: 'low',
  MEDIUM: 'medium',
  HIGH: 'high',
} as const;
export type MitigationConfidence = (typeof MitigationConfidence)[keyof typeof MitigationConfidence];

export const mitigationConfidenceLabel: Record<MitigationConfidence, string> = {
  [MitigationConfidence.UNKNOWN]: 'Unknown',
  [MitigationConfidence.LOW]: 'Low',
  [MitigationConfidence.MEDIUM]: 'Medium',
  [MitigationConfidence.HIGH]: 'High',
};

/**
 * The band of a confidence score (spec §4, §9): below 0 unknown, up to 4 low, up to 7 medium, above 7
 * high. Unlike impact level, 0 is a real (low) confidence; only negatives mean none.
 */
export function confidenceBand(score: number | null | undefined): MitigationConfidence {
  if (score === null || score === undefined || Number.isNaN(score) || score < 0)
    return MitigationConfidence.UNKNOWN;
  if (score <= 4) return MitigationConfidence.LOW;
  if (score <= 7) return MitigationConfidence.MEDIUM;
  return MitigationConfidence.HIGH;
}
