/**
 * Whether the licence screen must replace the app (spec §2, §4): while the isEulaSigned claim equals
 * 0. Claims arrive as strings or numbers, so both '0' and 0 count; a missing claim is not "0" and
 * does not block, as the spec ties the screen to that value only.
 */
export function mustSignLicence(isEulaSignedClaim: string | number | null | undefined): boolean {
  return (
    isEulaSignedClaim !== null && isEulaSignedClaim !== undefined && String(isEulaSignedClaim).trim() === '0'
  );
}

/** Proceed is enabled only once "I accept the above" is ticked (spec §5). */
export function canProceedWithLicence(acceptTicked: boolean): boolean {
  return acceptTicked;
}
