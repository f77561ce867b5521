import { describe, expect, it } from 'vitest';
import { ProgressStatus } from '../core/progress-status';
import { RagStatus } from '../core/rag';
import { actionRagCounts } from './action-dashboard-counts';

const action = (ragStatus: number | null, progressStatus: number) => ({ ragStatus, progressStatus });

describe('actionRagCounts', () => {
  it('counts RAG for non-completed actions and completed separately', () => {
    expect(
      actionRagCounts([
        action(RagStatus.RED, ProgressStatus.IN_PROGRESS),
        action(RagStatus.RED, ProgressStatus.COMPLETED),
        action(RagStatus.AMBER, ProgressStatus.NOT_STARTED),
        action(RagStatus.GREEN, ProgressStatus.OVERDUE),
        action(RagStatus.GREEN, ProgressStatus.COMPLETED),
        action(RagStatus.UNKNOWN, ProgressStatus.DRAFT),
        action(null, ProgressStatus.IN_PROGRESS),
        action(0, ProgressStatus.IN_PROGRESS),
      ]),
    ).toEqual({ red: 1, amber: 1, green: 1, unknown: 3, completed: 2, total: 8, percentComplete: 25 });
  });

  it('is all zero with no actions', () => {
    expect(actionRagCounts([])).toEqual({
      red: 0,
      amber: 0,
      green: 0,
      unknown: 0,
      completed: 0,
      total: 0,
      percentComplete: 0,
    });
  });
});
