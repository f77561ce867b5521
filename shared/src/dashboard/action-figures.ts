import { actionRagCounts } from '../actions/action-dashboard-counts';
import { ProgressStatus } from '../core/progress-status';
import { RagStatus } from '../core/rag';
import { COMPLETED_RAG_SORT_VALUE } from '../core/rag-sort-value';
import type { ActionFigures } from './schemas';

/** What the figures need of an action. */
export interface CountedAction {
  ragStatus: number;
  progressStatus: number;
}

/**
 * The figures of some actions (spec §4): RAG counts of the actions not completed with completed on
 * its own, the dashboards' three progress statuses (every other status counted as other), and
 * percent complete (completed over all).
 */
export function actionFigures(actions: readonly CountedAction[]): ActionFigures {
  const { red, amber, green, unknown, completed, total, percentComplete } = actionRagCounts(actions);
  const progress = { notStarted: 0, inProgress: 0, completed: 0, other: 0 };
  for (const { progressStatus } of actions) {
    if (progressStatus === ProgressStatus.NOT_STARTED) progress.notStarted++;
    else if (progressStatus === ProgressStatus.IN_PROGRESS) progress.inProgress++;
    else if (progressStatus === ProgressStatus.COMPLETED) progress.completed++;
    else progress.other++;
  }
  return { total, percentComplete, rag: { red, amber, green, unknown, completed }, progress };
}

/** The RAG value an action is shown and filtered by: 4 when completed (spec §4), unknown outside the enum. */
export function shownRag(action: CountedAction): number {
  if (action.progressStatus === ProgressStatus.COMPLETED) return COMPLETED_RAG_SORT_VALUE;
  return shownRags.includes(action.ragStatus) ? action.ragStatus : RagStatus.UNKNOWN;
}

const shownRags: readonly number[] = [RagStatus.RED, RagStatus.AMBER, RagStatus.GREEN];
