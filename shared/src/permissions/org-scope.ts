/** Organisation permission scopes (spec §6). The numbers are stored and compared, so they never change. */
export const OrgScope = {
  NOACCESS: 0,
  READER: 100,
  CONTRIBUTOR: 200,
  OWNER: 280,
  ADMIN: 300,
} as const;
export type OrgScope = (typeof OrgScope)[keyof typeof OrgScope];

/** Display labels of spec §6 ("Link access" is the label of scope 0). */
export const orgScopeLabel: Record<OrgScope, string> = {
  [OrgScope.NOACCESS]: 'Link access',
  [OrgScope.READER]: 'Reader',
  [OrgScope.CONTRIBUTOR]: 'Contributor',
  [OrgScope.OWNER]: 'Owner',
  [OrgScope.ADMIN]: 'Admin',
};
