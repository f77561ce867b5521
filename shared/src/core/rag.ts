/** RAG status (spec §3). Stored numbers: never renumber. */
export const RagStatus = {
  UNKNOWN: -1,
  RED: 1,
  AMBER: 2,
  GREEN: 3,
} as const;
export type RagStatus = (typeof RagStatus)[keyof typeof RagStatus];

/** Colour names the UI maps to its palette (spec §3). */
export const RagColour = {
  RED: 'red',
  AMBER: 'amber',
  GREEN: 'green',
  GRAY: 'gray',
} as const;
export type RagColour = (typeof RagColour)[keyof typeof RagColour];

export const ragColourOf: Record<RagStatus, RagColour> = {
  [RagStatus.UNKNOWN]: RagColour.GRAY,
  [RagStatus.RED]: RagColour.RED,
  [RagStatus.AMBER]: RagColour.AMBER,
  [RagStatus.GREEN]: RagColour.GREEN,
};

export const ragLabel: Record<RagStatus, string> = {
  [RagStatus.UNKNOWN]: 'Unknown',
  [RagStatus.RED]: 'Red',
  [RagStatus.AMBER]: 'Amber',
  [RagStatus.GREEN]: 'Green',
};

/**
 * Pie-chart colours of spec §9 in slice order: red, amber, green, then teal for the completed slice
 * (a completed card has its own colour, spec §3) and grey for unknown.
 */
export const ragChartColours = ['red', 'amber', 'green', 'teal', 'grey'] as const;

export function isRagStatus(value: unknown): value is RagStatus {
  return Object.values(RagStatus).includes(value as RagStatus);
}
