import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['ann', 'lee', 'AL'],
    [' Émile ', 'zola', 'ÉZ'],
    ['Cher', '', 'C'],
    [null, undefined, ''],
  ])('%s %s -> %s', (first, last, initials) => {
    expect(initialsOf(first, last)).toBe(initials);
  });
});
