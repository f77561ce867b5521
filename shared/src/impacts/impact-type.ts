/** Impact types (spec §3). Stored numbers: never renumber. */
export const ImpactType = {
  PEOPLE: 1,
  PROCESS: 2,
  TECHNOLOGY: 3,
} as const;
export type ImpactType = (typeof ImpactType)[keyof typeof ImpactType];

export const impactTypeLabel: Record<ImpactType, string> = {
  [ImpactType.PEOPLE]: 'People',
  [ImpactType.PROCESS]: 'Process',
  [ImpactType.TECHNOLOGY]: 'Technology',
};
