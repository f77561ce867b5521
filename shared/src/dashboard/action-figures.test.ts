import { describe, expect, it } from 'vitest';
import { actionFigures, shownRag } from './action-figures';

describe('actionFigures', () => {
  it('counts RAG only of actions not completed, completed on its own, and percent complete', () => {
    const figures = actionFigures([
      { ragStatus: 1, progressStatus: 2 },
      { ragStatus: 1, progressStatus: 3 },
      { ragStatus: 2, progressStatus: 1 },
      { ragStatus: 3, progressStatus: 5 },
      { ragStatus: -1, progressStatus: 2 },
      { ragStatus: 9, progressStatus: 1 },
    ]);
    expect(figures).toEqual({
      total: 6,
      percentComplete: 17,
      rag: { red: 1, amber: 1, green: 1, unknown: 2, completed: 1 },
      progress: { notStarted: 2, inProgress: 2, completed: 1, other: 1 },
    });
  });

  it('answers zeros, and 0 percent, for no actions', () => {
    expect(actionFigures([])).toEqual({
      total: 0,
      percentComplete: 0,
      rag: { red: 0, amber: 0, green: 0, unknown: 0, completed: 0 },
      progress: { notStarted: 0, inProgress: 0, completed: 0, other: 0 },
    });
  });
});

describe('shownRag', () => {
  it('is 4 for a completed action, the RAG otherwise, and unknown for a RAG outside the enum', () => {
    expect(shownRag({ ragStatus: 1, progressStatus: 3 })).toBe(4);
    expect(shownRag({ ragStatus: 2, progressStatus: 2 })).toBe(2);
    expect(shownRag({ ragStatus: 7, progressStatus: 2 })).toBe(-1);
  });
});
