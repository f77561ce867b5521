/** What stakeholder charts and filters can measure (spec §3); values are the stakeholder field names. */
export const StakeholderMeasure = {
  IS_KEY_STAKEHOLDER: 'isKeyStakeholder',
  INFLUENCE: 'influence',
  IMPACT: 'impact',
  COMMITMENT: 'commitment',
  RECEPTIVENESS: 'receptiveness',
  SENTIMENT: 'sentiment',
} as const;
export type StakeholderMeasure = (typeof StakeholderMeasure)[keyof typeof StakeholderMeasure];
