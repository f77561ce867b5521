/** Which stakeholder scale a visualisation profiles (spec §3). Stored numbers: never renumber. */
export const ProfilingType = {
  SENTIMENT: 1,
  RECEPTIVENESS: 2,
  COMMITMENT: 3,
} as const;
export type ProfilingType = (typeof ProfilingType)[keyof typeof ProfilingType];
