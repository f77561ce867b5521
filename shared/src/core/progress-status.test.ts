import { describe, expect, it } from 'vitest';
import {
  PROGRESS_STATUS_NOT_SET,
  ProgressStatus,
  dashboardProgressStatuses,
  isProgressStatus,
  progressStatusLabel,
} from './progress-status';

describe('ProgressStatus', () => {
  it('has the spec §3 numbers', () => {
    expect(ProgressStatus).toEqual({
      NOT_STARTED: 1,
      IN_PROGRESS: 2,
      COMPLETED: 3,
      OVERDUE: 4,
      ONHOLD: 5,
      CANCELLED: 6,
      DRAFT: 7,
    });
    expect(PROGRESS_STATUS_NOT_SET).toBe(0);
  });

  it('dashboards use not started, in progress, completed only', () => {
    expect(dashboardProgressStatuses).toEqual([1, 2, 3]);
  });

  it('labels every status', () => {
    expect(Object.keys(progressStatusLabel)).toHaveLength(7);
    expect(progressStatusLabel[ProgressStatus.ONHOLD]).toBe('On hold');
  });

  it('recognises only enum values', () => {
    expect(isProgressStatus(1)).toBe(true);
    expect(isProgressStatus(7)).toBe(true);
    expect(isProgressStatus(0)).toBe(false);
    expect(isProgressStatus(8)).toBe(false);
    expect(isProgressStatus('1')).toBe(false);
  });
});
