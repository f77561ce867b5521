import { logger } from '../observability';

/** One e-mail to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The port the jobs send e-mail through: SES in AWS (`ses-mailer.ts`, chosen by the jobs handler when
 * `SES_FROM_ADDRESS` is set), the log-only adapter on the local stack and in tests.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes each message to the structured log instead of sending it (local stack and tests). */
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
