import { describe, expect, it } from 'vitest';
import type { MailMessage } from '@tandem/functions/jobs/mailer';
import type { OrganisationReportMessage } from '@tandem/functions/jobs/report-queue';

const { putStoredActions } = await import('@tandem/functions/data/entities/action');
const { actionOrganisationEntity } = await import('@tandem/functions/data/entities/action-organisation');
const { membershipEntity } = await import('@tandem/functions/data/entities/membership');
const { dispatchReports, workReportMessage } = await import('@tandem/functions/jobs/dispatch');
const { useMailer, LogMailer } = await import('@tandem/functions/jobs/mailer');
const { pacedMailer } = await import('@tandem/functions/jobs/paced-mailer');

const ORGANISATIONS = 200;
const run = Date.now().toString(36);
const organisationIdOf = (index: number) => `scale-${run}-${index}`;
const emailOf = (index: number) => `person-${index}@scale-${run}.test`;
// Monday 7 December 2026, 06:00 in London: a working day.
const monday = new Date('2026-12-07T06:00:00Z');

/** Each organisation: one member who owns one overdue and one upcoming open action. */
async function seedOrganisation(index: number) {
  const organisationId = organisationIdOf(index);
  const userId = `scale-user-${run}-${index}`;
  const projectId = `scale-project-${run}-${index}`;
  await membershipEntity
    .put({
      organisationId,
      userId,
      scope: 200,
      email: emailOf(index),
      firstName: 'Person',
      lastName: String(index),
      createdBy: 'test',
    })
    .go();
  for (const [ref, due] of [
    [1, '2026-12-01'],
    [2, '2026-12-09'],
  ] as const) {
    await putStoredActions([
      {
        organisationId,
        projectId,
        refNumber: ref,
        actionId: `scale-action-${run}-${index}-${ref}`,
        name: `Action ${ref}`,
        startDate: '2026-11-01T00:00:00',
        endDate: `${due}T00:00:00`,
        initialEndDate: `${due}T00:00:00`,
        ownerId: userId,
        openState: 'open',
        dueKey: due,
        assigneeKey: 'none',
        ownerKey: userId,
        refKey: String(ref).padStart(9, '0'),
        createdBy: 'test',
      },
    ]);
  }
  await actionOrganisationEntity.put({ organisationId }).go();
}

/**
 * SQS as the workers see it: at-least-once (every fifth message delivered twice), out of order, two
 * workers at a time, and a failed message delivered again until it succeeds.
 */
async function drain(queue: OrganisationReportMessage[]) {
  let deliveries = 0;
  const pending = queue
    .flatMap((message, index) => (index % 5 === 0 ? [message, message] : [message]))
    .reverse();
  while (pending.length > 0) {
    const batch = pending.splice(0, 2);
    deliveries += batch.length;
    const results = await Promise.allSettled(batch.map((message) => workReportMessage(message)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') pending.push(batch[index]!);
    });
    if (deliveries > queue.length * 20) throw new Error('The queue never drained');
  }
  return deliveries;
}

describe('daily reports at scale: dispatcher, queue and workers', () => {
  it(
    'sends every organisation exactly one digest of each kind, through a throttling SES',
    { timeout: 240_000 },
    async () => {
      for (let start = 0; start < ORGANISATIONS; start += 20) {
        await Promise.all(Array.from({ length: 20 }, (_, offset) => seedOrganisation(start + offset)));
      }

      // SES that refuses every third call for the rate; the paced mailer gives up at once, so the
      // digest is given back and its message retried.
      const sent: MailMessage[] = [];
      let calls = 0;
      const recorder = new LogMailer();
      useMailer(
        pacedMailer(
          {
            async send(message) {
              calls++;
              if (calls % 3 === 0) {
                throw Object.assign(new Error('Maximum sending rate exceeded.'), {
                  name: 'TooManyRequestsException',
                });
              }
              sent.push(message);
              await recorder.send(message);
            },
          },
          { perSecond: 100_000, attempts: 1 },
        ),
      );

      const ours = new Set(Array.from({ length: ORGANISATIONS }, (_, index) => organisationIdOf(index)));
      const queued: OrganisationReportMessage[] = [];
      const summary = await dispatchReports(monday, {
        send: async (messages) => void queued.push(...messages.filter((m) => ours.has(m.organisationId))),
      });
      expect(summary).toMatchObject({ day: '2026-12-07', workingDay: true });
      expect(queued).toHaveLength(ORGANISATIONS);

      const deliveries = await drain(queued);
      expect(deliveries).toBeGreaterThan(ORGANISATIONS);

      for (let index = 0; index < ORGANISATIONS; index++) {
        const subjects = sent
          .filter((message) => message.to === emailOf(index))
          .map((message) => message.subject);
        expect(subjects.sort(), emailOf(index)).toEqual([
          'Tandem: 1 overdue action(s)',
          'Tandem: 1 upcoming action(s)',
        ]);
      }
    },
  );

  it('enqueues nothing on a weekend', async () => {
    const queued: OrganisationReportMessage[] = [];
    const saturday = new Date('2026-12-05T06:00:00Z');
    const summary = await dispatchReports(saturday, {
      send: async (messages) => void queued.push(...messages),
    });
    expect(summary).toEqual({ day: '2026-12-05', workingDay: false, organisations: 0 });
    expect(queued).toHaveLength(0);
  });

  it('refuses a malformed message, naming the field', async () => {
    await expect(
      workReportMessage({ organisationId: 'x', day: '2026-13-45', kinds: ['overdue'] }),
    ).rejects.toThrow(/day/);
  });
});
