/** Status of a stakeholder concern (spec §3). Stored numbers: never renumber. */
export const ConcernStatus = {
  ACTIVE: 1,
  CLOSED: 2,
  IRRELEVANT: 3,
} as const;
export type ConcernStatus = (typeof ConcernStatus)[keyof typeof ConcernStatus];
