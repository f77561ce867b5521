import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from './mailer';
import { pacedMailer } from './paced-mailer';

/** A clock that only moves when the mailer sleeps. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

const message = (to: string): MailMessage => ({ to, subject: 's', text: 't' });
const throttled = () =>
  Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' });

describe('paced mailer', () => {
  it('spaces messages to the allowed rate', async () => {
    const clock = fakeClock();
    const sentAt: number[] = [];
    const inner: Mailer = { send: async () => void sentAt.push(clock.now()) };
    const mailer = pacedMailer(inner, { perSecond: 4, ...clock });
    for (const to of ['a', 'b', 'c', 'd', 'e']) await mailer.send(message(to));
    expect(sentAt).toEqual([0, 250, 500, 750, 1000]);
  });

  it('waits and tries again when SES throttles, then sends', async () => {
    const clock = fakeClock();
    let calls = 0;
    const inner: Mailer = {
      send: async () => {
        calls++;
        if (calls <= 2) throw throttled();
      },
    };
    await pacedMailer(inner, { perSecond: 1000, ...clock }).send(message('a'));
    expect(calls).toBe(3);
    expect(clock.sleeps.filter((ms) => ms >= 200)).toEqual([200, 400]);
  });

  it('gives up after its attempts, and never retries other errors', async () => {
    const clock = fakeClock();
    let calls = 0;
    const always: Mailer = {
      send: async () => {
        calls++;
        throw throttled();
      },
    };
    await expect(
      pacedMailer(always, { perSecond: 1000, attempts: 3, ...clock }).send(message('a')),
    ).rejects.toThrow('Maximum sending rate');
    expect(calls).toBe(3);
    calls = 0;
    const broken: Mailer = {
      send: async () => {
        calls++;
        throw new Error('MessageRejected');
      },
    };
    await expect(pacedMailer(broken, { perSecond: 1000, ...clock }).send(message('a'))).rejects.toThrow(
      'MessageRejected',
    );
    expect(calls).toBe(1);
  });
});
