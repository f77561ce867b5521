import type { FieldDeclaration } from './field-kinds';

/** The name kept beside a member field (`owner` → `ownerName`), so a list page needs no look-ups. */
export const memberNameKey = (key: string) => `${key}Name`;
/**
 * Kinds that keep the name of what they point at beside their id (`<key>Name`); a member list keeps
 * its members' names joined.
 */
export const keepsName = (field: FieldDeclaration) =>
  field.kind === 'member' || field.kind === 'reference' || field.kind === 'memberList';
