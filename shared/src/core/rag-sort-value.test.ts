import { describe, expect, it } from 'vitest';
import { ProgressStatus } from './progress-status';
import { RagStatus } from './rag';
import { COMPLETED_RAG_SORT_VALUE, ragSortValue } from './rag-sort-value';

describe('ragSortValue', () => {
  it('is 4 for a completed action whatever its RAG', () => {
    expect(COMPLETED_RAG_SORT_VALUE).toBe(4);
    expect(ragSortValue(RagStatus.RED, ProgressStatus.COMPLETED)).toBe(4);
    expect(ragSortValue(RagStatus.UNKNOWN, ProgressStatus.COMPLETED)).toBe(4);
  });

  it('is the RAG number otherwise', () => {
    expect(ragSortValue(RagStatus.RED, ProgressStatus.IN_PROGRESS)).toBe(1);
    expect(ragSortValue(RagStatus.GREEN, ProgressStatus.OVERDUE)).toBe(3);
    expect(ragSortValue(RagStatus.UNKNOWN, undefined)).toBe(-1);
  });
});
