import { describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT_MS, SignInLockout } from './sign-in-lockout';

const minute = 60 * 1000;

describe('the local sign-in lockout', () => {
  it('locks an e-mail for 15 minutes at its fifth failure within 15 minutes', () => {
    let now = 1_000_000;
    const lockout = new SignInLockout(() => now);
    for (let failure = 1; failure <= 4; failure++) {
      lockout.recordFailure('a@x.test');
      expect(lockout.waitFor('a@x.test'), `after failure ${failure}`).toBe(0);
      now += minute;
    }
    lockout.recordFailure('a@x.test');
    expect(lockout.waitFor('a@x.test')).toBe(SIGN_IN_LOCKOUT_MS);
    expect(lockout.waitFor('b@x.test')).toBe(0);
    now += SIGN_IN_LOCKOUT_MS - 1;
    expect(lockout.waitFor('a@x.test')).toBe(1);
    now += 1;
    expect(lockout.waitFor('a@x.test')).toBe(0);
    // Unlocked with a fresh count: one more failure does not lock again.
    lockout.recordFailure('a@x.test');
    expect(lockout.waitFor('a@x.test')).toBe(0);
  });

  it('forgets failures older than 15 minutes and starts afresh after a success', () => {
    let now = 0;
    const lockout = new SignInLockout(() => now);
    for (let failure = 0; failure < 4; failure++) lockout.recordFailure('a@x.test');
    now += SIGN_IN_LOCKOUT_MS;
    lockout.recordFailure('a@x.test');
    expect(lockout.waitFor('a@x.test')).toBe(0);
    for (let failure = 0; failure < 3; failure++) lockout.recordFailure('a@x.test');
    lockout.recordSuccess('a@x.test');
    lockout.recordFailure('a@x.test');
    expect(lockout.waitFor('a@x.test')).toBe(0);
  });
});
