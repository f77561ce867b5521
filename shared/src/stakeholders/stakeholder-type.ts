/** Stakeholder type (spec §3). Stored numbers: never renumber. */
export const StakeholderType = {
  INDIVIDUAL: 1,
  AUDIENCE: 2,
} as const;
export type StakeholderType = (typeof StakeholderType)[keyof typeof StakeholderType];

export type StakeholderNameParts = {
  stakeholderType: number;
  firstName?: string | null;
  lastName?: string | null;
};

/**
 * The name to show for a stakeholder: an individual's full name, an audience's name (held in
 * firstName). An unknown type is reported through `onUnknownType` (the caller logs it, spec §8)
 * and falls back to the first name.
 */
export function stakeholderDisplayName(
  { stakeholderType, firstName, lastName }: StakeholderNameParts,
  onUnknownType: (stakeholderType: number) => void = () => {},
): string {
  const first = (firstName ?? '').trim();
  if (stakeholderType === StakeholderType.INDIVIDUAL)
    return [first, (lastName ?? '').trim()].filter(Boolean).join(' ');
  if (stakeholderType !== StakeholderType.AUDIENCE) onUnknownType(stakeholderType);
  return first;
}
