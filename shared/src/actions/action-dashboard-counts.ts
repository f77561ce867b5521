import { percentComplete } from '../core/percent-complete';
import { ProgressStatus } from '../core/progress-status';
import { RagStatus } from '../core/rag';

export type ActionRagCounts = {
  red: number;
  amber: number;
  green: number;
  unknown: number;
  completed: number;
  total: number;
  percentComplete: number;
};

/**
 * Dashboard tiles (spec §4): red, amber, green and unknown count only actions that are not completed;
 * completed actions are counted on their own, whatever their RAG. A RAG outside the enum counts as
 * unknown. Percent complete is completed over all actions.
 */
export function actionRagCounts(
  actions: readonly { ragStatus: number | null | undefined; progressStatus: number | null | undefined }[],
): ActionRagCounts {
  const counts = { red: 0, amber: 0, green: 0, unknown: 0, completed: 0 };
  for (const { ragStatus, progressStatus } of actions) {
    if (progressStatus === ProgressStatus.COMPLETED) counts.completed++;
    else if (ragStatus === RagStatus.RED) counts.red++;
    else if (ragStatus === RagStatus.AMBER) counts.amber++;
    else if (ragStatus === RagStatus.GREEN) counts.green++;
    else counts.unknown++;
  }
  return {
    ...counts,
    total: actions.length,
    percentComplete: percentComplete(counts.completed, actions.length),
  };
}
