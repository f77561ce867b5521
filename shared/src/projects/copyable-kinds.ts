/**
 * What a project copy can carry over; impacts and stakeholders will join this list. Settings lists
 * are copied by default (what a copy always did); actions only when asked. Zod-free, for the web's
 * copy dialog.
 */
export const copyableKinds = ['milestones', 'benefits', 'phases', 'actions'] as const;
export type CopyableKind = (typeof copyableKinds)[number];
export const defaultCopiedKinds: CopyableKind[] = ['milestones', 'benefits', 'phases'];
