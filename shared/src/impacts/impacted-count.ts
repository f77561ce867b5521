/** The number of individuals impacted is shown only when it is 0 or more (spec §5); negatives mean "not given". */
export function shouldShowImpactedCount(count: number | null | undefined): count is number {
  return typeof count === 'number' && Number.isFinite(count) && count >= 0;
}
