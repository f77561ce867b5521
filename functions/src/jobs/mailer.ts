import { logger } from '../observability';

/** One e-mail to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The port the jobs send e-mail through. AWS: an SES adapter (SESv2 SendEmail) — the
 * `@aws-sdk/client-sesv2` package is not installed yet (asked the lead), so every environment uses the
 * log-only adapter until it is; the jobs do not change when it arrives.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes each message to the structured log instead of sending it (local stack, tests, and for now AWS). */
export class LogMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage) {
    this.sent.push(message);
    logger.info('E-mail (log only)', {
      to: message.to,
      subject: message.subject,
      lines: message.text.split('\n').length,
    });
  }
}

let current: Mailer = new LogMailer();

export const mailer = () => current;
/** Swaps the adapter (the SES adapter at cold start in AWS; a recording one in tests). */
export const useMailer = (next: Mailer) => {
  current = next;
};
