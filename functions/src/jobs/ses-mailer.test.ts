import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { sesMailer } from './ses-mailer';

// SES has no local stand-in; the adapter's request is checked against a mocked client.
const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

describe('SES mailer', () => {
  it('sends one plain-text message from the configured address to the one recipient', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sesMailer('no-reply@tandem.example.com', new SESv2Client({ region: 'eu-west-2' })).send({
      to: 'cara@demo.test',
      subject: 'Overdue actions',
      text: 'REF-1 Brief the team',
    });
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@tandem.example.com',
      Destination: { ToAddresses: ['cara@demo.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Overdue actions', Charset: 'UTF-8' },
          Body: { Text: { Data: 'REF-1 Brief the team', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('lets a refused send fail the job run (the handler logs it and goes on)', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));
    await expect(
      sesMailer('no-reply@tandem.example.com', new SESv2Client({ region: 'eu-west-2' })).send({
        to: 'x@demo.test',
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow('MessageRejected');
  });
});
