import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { lambdaCredentials } from '../aws-credentials';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends through SES (SESv2 SendEmail) from the one verified address the jobs Lambda may use (its IAM
 * policy allows only that `ses:FromAddress`). Plain text: the digests are lists of actions.
 */
export function sesMailer(
  fromAddress: string,
  client = new SESv2Client({ ...lambdaCredentials() }),
  configurationSet = process.env.SES_CONFIGURATION_SET,
): Mailer {
  return {
    async send(message: MailMessage) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: fromAddress,
          // The stage's configuration set: bounces and complaints suppressed and reported (ops stack).
          ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}
