/**
 * Company size 1-6, tiny to large enterprise (spec §3). Only the two ends are named in the spec; the
 * names in between are ours, the numbers are the spec's.
 */
export const CompanySize = {
  TINY: 1,
  SMALL: 2,
  MEDIUM: 3,
  LARGE: 4,
  ENTERPRISE: 5,
  LARGE_ENTERPRISE: 6,
} as const;
export type CompanySize = (typeof CompanySize)[keyof typeof CompanySize];

export const companySizeLabel: Record<CompanySize, string> = {
  [CompanySize.TINY]: 'Tiny',
  [CompanySize.SMALL]: 'Small',
  [CompanySize.MEDIUM]: 'Medium',
  [CompanySize.LARGE]: 'Large',
  [CompanySize.ENTERPRISE]: 'Enterprise',
  [CompanySize.LARGE_ENTERPRISE]: 'Large enterprise',
};
