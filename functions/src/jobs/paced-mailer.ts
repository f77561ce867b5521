import type { Mailer } from './mailer';

export interface PacingOptions {
  /** The most messages this sender may send per second (its share of the account's SES rate). */
  readonly perSecond: number;
  /** Tries per message when SES says "too many requests". */
  readonly attempts?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

const throttlingNames = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'Throttling',
  'LimitExceededException',
]);

/** Whether SES refused a message for the sending rate (SESv2 names it TooManyRequestsException). */
export function isThrottling(error: unknown) {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return throttlingNames.has(name ?? '') || $metadata?.httpStatusCode === 429;
}

/**
 * Keeps one sender within its share of SES's maximum send rate: messages are spaced evenly, and a
 * throttled message waits (doubling from 200 ms) and is tried again, up to `attempts` times; then the
 * error goes to the caller, which gives the digest back for the queue's retry.
 */
export function pacedMailer(inner: Mailer, options: PacingOptions): Mailer {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const gap = 1000 / options.perSecond;
  const attempts = options.attempts ?? 5;
  let nextSlot = 0;
  return {
    async send(message) {
      for (let attempt = 1; ; attempt++) {
        const wait = nextSlot - now();
        if (wait > 0) await sleep(wait);
        nextSlot = Math.max(now(), nextSlot) + gap;
        try {
          return await inner.send(message);
        } catch (error) {
          if (!isThrottling(error) || attempt >= attempts) throw error;
          await sleep(200 * 2 ** (attempt - 1));
        }
      }
    },
  };
}
