import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name';

describe('copyName', () => {
  it('names a copy after its original, with " (copy)"', () => {
    expect(copyName('Brief the ward leads')).toBe('Brief the ward leads (copy)');
    expect(copyName('Plan (copy)')).toBe('Plan (copy) (copy)');
  });

  it('shortens the original, not the suffix, to stay within the longest name', () => {
    const copy = copyName(`${'x'.repeat(195)} word`, 200);
    expect(copy).toHaveLength(200);
    expect(copy.endsWith('x (copy)')).toBe(true);
    expect(copyName('ab', 9)).toBe('ab (copy)');
    expect(copyName('abc', 9)).toBe('ab (copy)');
  });
});
