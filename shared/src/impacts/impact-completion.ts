/** Whether an impact's record is complete (spec §3); names only in the spec, so the values are the names. */
export const ImpactCompletion = {
  COMPLETE: 'complete',
  INCOMPLETE: 'incomplete',
} as const;
export type ImpactCompletion = (typeof ImpactCompletion)[keyof typeof ImpactCompletion];
