/** Whether a group belongs to a project or a programme (spec §3). Stored numbers: never renumber. */
export const GroupType = {
  PROJECT: 0,
  PROGRAMME: 1,
} as const;
export type GroupType = (typeof GroupType)[keyof typeof GroupType];
