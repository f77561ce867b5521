import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../observability';
import { useMailer, type Mailer } from './mailer';
import { scheduledJobs } from './scheduled-jobs';

// In AWS the stack sets the verified sender; without it (local stack, tests) messages are only logged.
// The SES client is loaded when the first message is sent, not at cold start.
const fromAddress = process.env.SES_FROM_ADDRESS;
if (fromAddress) {
  let ses: Promise<Mailer> | undefined;
  useMailer({
    async send(message) {
      ses ??= import('./ses-mailer').then(({ sesMailer }) => sesMailer(fromAddress));
      await (await ses).send(message);
    },
  });
}

/**
 * The jobs Lambda, invoked by EventBridge Scheduler in AWS and by a timer in the local stack. Each job
 * runs on its own: one failing job is logged and does not stop the others.
 */
export async function handler(_event?: Partial<ScheduledEvent>) {
  const results = [];
  for (const job of scheduledJobs) {
    const started = Date.now();
    try {
      const summary = await job.run();
      results.push({ job: job.name, ok: true, summary, ms: Date.now() - started });
    } catch (error) {
      logger.error('Scheduled job failed', { job: job.name, error: error as Error });
      results.push({ job: job.name, ok: false, ms: Date.now() - started });
    }
  }
  logger.info('Scheduled jobs finished', { results });
  return { results };
}
