/**
 * The local provider's lockout (issue 36 item 5; Cognito has its own in AWS): 5 failed sign-ins for
 * one e-mail within 15 minutes lock it for 15 minutes from the fifth. Counted by the e-mail typed,
 * whether or not an account has it, so the lockout answer tells nobody which accounts exist.
 */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_LOCKOUT_MS = 15 * 60 * 1000;
/** Past this many e-mails tracked, expired entries are dropped (a flood of made-up e-mails). */
const PRUNE_ABOVE = 10_000;

export class SignInLockout {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** How long the e-mail must still wait before it may try again (0: it may try now). */
  waitFor(email: string): number {
    const until = this.lockedUntil.get(email);
    if (until === undefined) return 0;
    if (until > this.now()) return until - this.now();
    this.lockedUntil.delete(email);
    return 0;
  }

  /** A failed sign-in: the fifth within the window locks the e-mail. */
  recordFailure(email: string) {
    const now = this.now();
    const recent = (this.failures.get(email) ?? []).filter((at) => now - at < SIGN_IN_LOCKOUT_MS);
    recent.push(now);
    if (recent.length >= SIGN_IN_MAX_FAILURES) {
      this.failures.delete(email);
      this.lockedUntil.set(email, now + SIGN_IN_LOCKOUT_MS);
    } else this.failures.set(email, recent);
    if (this.failures.size + this.lockedUntil.size > PRUNE_ABOVE) this.prune(now);
  }

  /** A successful sign-in starts the count afresh. */
  recordSuccess(email: string) {
    this.failures.delete(email);
  }

  private prune(now: number) {
    for (const [email, times] of this.failures)
      if (times.every((at) => now - at >= SIGN_IN_LOCKOUT_MS)) this.failures.delete(email);
    for (const [email, until] of this.lockedUntil) if (until <= now) this.lockedUntil.delete(email);
  }
}
