/** The ten commitment labels, in scale order: index 0 is score 1, index 9 is score 10 (spec §3). */
export const COMMITMENT_LABELS = [
  'Blocker',
  'Critic',
  'Challenger',
  'General understanding',
  'Personal understanding',
  'Active supporter',
  'Champion',
  'Adopter',
  'Embed and sustain',
  'Adapt and improve',
] as const;
export type CommitmentLabel = (typeof COMMITMENT_LABELS)[number];

/** The label of a whole commitment score 1-10; null for unassessed or out-of-scale scores. */
export function commitmentLabel(score: number | null | undefined): CommitmentLabel | null {
  if (typeof score !== 'number' || !Number.isInteger(score)) return null;
  return COMMITMENT_LABELS[score - 1] ?? null;
}
