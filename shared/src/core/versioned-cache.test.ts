import { describe, expect, it } from 'vitest';
import { shouldReplaceCached } from './versioned-cache';

describe('shouldReplaceCached', () => {
  const cached = { version: '1', data: { org1: 'r' } };

  it('replaces when nothing is cached', () => {
    expect(shouldReplaceCached(undefined, cached)).toBe(true);
  });

  it('needs both a new version and new content', () => {
    expect(shouldReplaceCached(cached, { version: '2', data: { org1: 'w' } })).toBe(true);
    expect(shouldReplaceCached(cached, { version: '2', data: { org1: 'r' } })).toBe(false);
    expect(shouldReplaceCached(cached, { version: '1', data: { org1: 'w' } })).toBe(false);
  });
});
