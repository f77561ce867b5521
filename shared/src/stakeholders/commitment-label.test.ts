import { describe, expect, it } from 'vitest';
import { COMMITMENT_LABELS, commitmentLabel } from './commitment-label';

describe('commitmentLabel', () => {
  it('has ten labels', () => {
    expect(COMMITMENT_LABELS).toHaveLength(10);
  });

  it.each([
    [1, 'Blocker'],
    [2, 'Critic'],
    [3, 'Challenger'],
    [4, 'General understanding'],
    [5, 'Personal understanding'],
    [6, 'Active supporter'],
    [7, 'Champion'],
    [8, 'Adopter'],
    [9, 'Embed and sustain'],
    [10, 'Adapt and improve'],
  ])('%i -> %s', (score, label) => {
    expect(commitmentLabel(score)).toBe(label);
  });

  it.each([0, -1, 11, 2.5, null, undefined])('%s -> null', (score) => {
    expect(commitmentLabel(score)).toBeNull();
  });
});
