import { describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { freshAction } from './action-fixtures';

const { buildDigests, runActionReport } = await import('@tandem/functions/jobs/action-reports');
const { LogMailer, useMailer } = await import('@tandem/functions/jobs/mailer');
const organisationId = demoOrganisations.a.organisationId;

describe('scheduled action reports', () => {
  it('builds per-user overdue digests from open actions only', async () => {
    const done = await freshAction({
      name: 'Completed long ago',
      endDate: '2026-03-02',
      progressStatus: 3,
      assignedToId: undefined,
    });
    const open = await freshAction({
      name: 'Still open and late',
      startDate: '2026-03-01',
      endDate: '2026-03-03',
    });
    const digests = await buildDigests(organisationId, 'overdue', '2026-03-10');
    const ids = digests.flatMap((digest) => digest.actions.map((action) => action.actionId));
    expect(ids).not.toContain(done.id);
    for (const digest of digests) {
      expect(digest.email).toMatch(/@demo\.test$/);
      expect(digest.actions.every((action) => action.endDate < '2026-03-10')).toBe(true);
    }
    // freshAction has no assignee or owner: nobody to tell about it.
    expect(ids).not.toContain(open.id);
  });

  it('upcoming: actions due within the next 7 days', async () => {
    const digests = await buildDigests(organisationId, 'upcoming', '2026-06-15');
    const dates = digests.flatMap((digest) => digest.actions.map((action) => action.endDate.slice(0, 10)));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date >= '2026-06-15' && date <= '2026-06-22')).toBe(true);
  });

  it('sends one e-mail per person through the mailer port', async () => {
    const recorder = new LogMailer();
    useMailer(recorder);
    const summary = await runActionReport('upcoming', new Date('2026-06-15T06:00:00Z'));
    expect(summary.digests).toBe(recorder.sent.length);
    expect(new Set(recorder.sent.map((message) => message.to)).size).toBe(recorder.sent.length);
    expect(recorder.sent[0]?.text).toContain('Actions due in the next 7 days');
  });
});
