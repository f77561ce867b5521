/** A stakeholder's attitude (spec §3); names only in the spec, so the values are the names. */
export const Attitude = {
  NEGATIVE: 'negative',
  NEUTRAL: 'neutral',
  POSITIVE: 'positive',
} as const;
export type Attitude = (typeof Attitude)[keyof typeof Attitude];
