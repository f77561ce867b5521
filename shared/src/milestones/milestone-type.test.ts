import { describe, expect, it } from 'vitest';
import { MilestoneType, milestoneTypeLabel } from './milestone-type';

describe('MilestoneType', () => {
  it('numbers the spec §3 list 0-13 in order', () => {
    expect(MilestoneType).toEqual({
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
    });
    expect(Object.keys(milestoneTypeLabel)).toHaveLength(14);
    expect(milestoneTypeLabel[MilestoneType.OTHER]).toBe('Other');
  });
});
