import { ProgressStatus } from './progress-status';
import type { RagStatus } from './rag';

/** A completed action shows a completed indicator instead of its RAG and sorts/filters as 4 (spec §4). */
export const COMPLETED_RAG_SORT_VALUE = 4;

/** The value an action is sorted and filtered by in a RAG column. */
export function ragSortValue(ragStatus: RagStatus, progressStatus: number | null | undefined): number {
  return progressStatus === ProgressStatus.COMPLETED ? COMPLETED_RAG_SORT_VALUE : ragStatus;
}
