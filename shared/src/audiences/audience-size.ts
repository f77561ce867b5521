/**
 * Audience size levels, smallest first (spec §3: "extra small to extra large"). The spec gives no
 * numbers, so the values are the names; use audienceSizeOrder to compare.
 */
export const AudienceSize = {
  EXTRA_SMALL: 'extraSmall',
  SMALL: 'small',
  MEDIUM: 'medium',
  LARGE: 'large',
  EXTRA_LARGE: 'extraLarge',
} as const;
export type AudienceSize = (typeof AudienceSize)[keyof typeof AudienceSize];

export const audienceSizeOrder: readonly AudienceSize[] = Object.values(AudienceSize);

export const audienceSizeLabel: Record<AudienceSize, string> = {
  [AudienceSize.EXTRA_SMALL]: 'Extra small',
  [AudienceSize.SMALL]: 'Small',
  [AudienceSize.MEDIUM]: 'Medium',
  [AudienceSize.LARGE]: 'Large',
  [AudienceSize.EXTRA_LARGE]: 'Extra large',
};
