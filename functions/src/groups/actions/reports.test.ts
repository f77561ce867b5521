import { describe, expect, it } from 'vitest';
import { slicesOf } from './reports';

describe('slicesOf', () => {
  const actions = [
    { ragStatus: 1, progressStatus: 2 },
    { ragStatus: 1, progressStatus: 3 },
    { ragStatus: 3, progressStatus: 1 },
    { ragStatus: -1, progressStatus: 2 },
  ];

  it('counts RAG with completed as its own slice (4)', () => {
    expect(slicesOf(actions, 'rag').map((slice) => [slice.id, slice.value])).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 1],
      ['4', 1],
      ['-1', 1],
    ]);
  });

  it('counts every progress status', () => {
    const slices = slicesOf(actions, 'progress');
    expect(slices).toHaveLength(7);
    expect(slices.find((slice) => slice.id === '2')?.value).toBe(2);
  });
});
