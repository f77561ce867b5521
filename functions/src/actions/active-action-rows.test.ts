import { describe, expect, it } from 'vitest';
import { refSegments } from './active-action-rows';

describe('refSegments', () => {
  it('covers 1..highest in equal ranges with an open-ended last one', () => {
    expect(refSegments(1500, 600)).toEqual([
      { from: 1, to: 600 },
      { from: 601, to: 1200 },
      { from: 1201, to: undefined },
    ]);
  });

  it('has one open range for an empty or small project', () => {
    expect(refSegments(0, 600)).toEqual([{ from: 1, to: undefined }]);
    expect(refSegments(600, 600)).toEqual([{ from: 1, to: undefined }]);
  });
});
