import { describe, expect, it } from 'vitest';
import { canProceedWithLicence, mustSignLicence } from './licence-agreement';

describe('mustSignLicence', () => {
  it.each([
    [0, true],
    ['0', true],
    [1, false],
    ['1', false],
    [undefined, false],
    [null, false],
    ['', false],
  ])('isEulaSigned %s -> %s', (claim, blocked) => {
    expect(mustSignLicence(claim)).toBe(blocked);
  });

  it('enables proceed only when ticked', () => {
    expect(canProceedWithLicence(false)).toBe(false);
    expect(canProceedWithLicence(true)).toBe(true);
  });
});
