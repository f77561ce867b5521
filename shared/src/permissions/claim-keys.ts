/** Keys of the user claims (spec §3). Per-entity keys embed the id, so they are built, never typed. */
export const ClaimKey = {
  USER_ID: 'userId',
  IS_TEST_USER: 'isTestUser',
  IS_EULA_SIGNED: 'isEulaSigned',
} as const;
export type ClaimKey = (typeof ClaimKey)[keyof typeof ClaimKey];

export const organisationScopeClaimKey = (organisationId: string | number) =>
  `organisation:${organisationId}:scope`;
export const programmeEditClaimKey = (programmeId: string | number) => `programme:${programmeId}:edit`;
export const programmeOwnerClaimKey = (programmeId: string | number) => `programme:${programmeId}:owner`;
