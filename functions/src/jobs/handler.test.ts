import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The jobs handler picks SES when the stack sets a sender; the SES client itself loads on first send.
const ses = mockClient(SESv2Client);
afterAll(() => {
  ses.restore();
  vi.unstubAllEnvs();
});

describe('jobs handler mailer', () => {
  it('sends through SES from the configured sender when SES_FROM_ADDRESS is set', async () => {
    vi.stubEnv('SES_FROM_ADDRESS', 'no-reply@tandem.example.com');
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.resetModules();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await import('./handler');
    const { mailer } = await import('./mailer');
    await mailer().send({ to: 'cara@demo.test', subject: 'Overdue actions', text: 'REF-1' });
    await mailer().send({ to: 'dan@demo.test', subject: 'Upcoming actions', text: 'REF-2' });
    const sent = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(sent.map((input) => [input.FromEmailAddress, input.Destination?.ToAddresses])).toEqual([
      ['no-reply@tandem.example.com', ['cara@demo.test']],
      ['no-reply@tandem.example.com', ['dan@demo.test']],
    ]);
  });
});
