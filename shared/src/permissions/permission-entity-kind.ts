/** The kinds of entity a permission can be about (spec §3). */
export const PermissionEntityKind = {
  PROJECT: 'project',
  ACTION: 'action',
  IMPACT: 'impact',
  STAKEHOLDER: 'stakeholder',
  PROCESS: 'process',
  AUDIENCE: 'audience',
} as const;
export type PermissionEntityKind = (typeof PermissionEntityKind)[keyof typeof PermissionEntityKind];
