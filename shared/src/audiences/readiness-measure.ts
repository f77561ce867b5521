/** Audience readiness measures, in adoption order (spec §3); values are the readiness column names. */
export const ReadinessMeasure = {
  AWARENESS: 'awareness',
  UNDERSTANDING: 'understanding',
  COMMITMENT: 'commitment',
  CAPABILITY: 'capability',
  ADOPTION: 'adoption',
} as const;
export type ReadinessMeasure = (typeof ReadinessMeasure)[keyof typeof ReadinessMeasure];
