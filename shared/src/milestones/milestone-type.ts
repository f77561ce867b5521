/** Milestone types, in spec §3 order. Stored numbers: never renumber. */
export const MilestoneType = {
  NOT_SET: 0,
  GO_LIVE: 1,
  COMMS: 2,
  ORG_ANNOUNCEMENT: 3,
  CHANGE_PLAN: 4,
  READINESS: 5,
  TRAINING: 6,
  ENGAGEMENT_ACTIVITY: 7,
  UAT: 8,
  DESIGN_CONFIGURATION: 9,
  DATA: 10,
  HYPERCARE: 11,
  STAGE_GATE: 12,
  OTHER: 13,
} as const;
export type MilestoneType = (typeof MilestoneType)[keyof typeof MilestoneType];

export const milestoneTypeLabel: Record<MilestoneType, string> = {
  [MilestoneType.NOT_SET]: 'Not set',
  [MilestoneType.GO_LIVE]: 'Go live',
  [MilestoneType.COMMS]: 'Comms',
  [MilestoneType.ORG_ANNOUNCEMENT]: 'Org announcement',
  [MilestoneType.CHANGE_PLAN]: 'Change plan',
  [MilestoneType.READINESS]: 'Readiness',
  [MilestoneType.TRAINING]: 'Training',
  [MilestoneType.ENGAGEMENT_ACTIVITY]: 'Engagement activity',
  [MilestoneType.UAT]: 'UAT',
  [MilestoneType.DESIGN_CONFIGURATION]: 'Design configuration',
  [MilestoneType.DATA]: 'Data',
  [MilestoneType.HYPERCARE]: 'Hypercare',
  [MilestoneType.STAGE_GATE]: 'Stage gate',
  [MilestoneType.OTHER]: 'Other',
};
