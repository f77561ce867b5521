import type { ScheduledEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../observability';
import { dispatchReports, inProcessReportQueue, workReportMessage } from './dispatch';
import { useMailer, type Mailer } from './mailer';
import { pacedMailer } from './paced-mailer';
import type { ReportQueue } from './report-queue';

// In AWS the stack sets the verified sender; without it (local stack, tests) messages are only logged.
// The SES client is loaded when the first message is sent, not at cold start. Each worker keeps to its
// share of the account's SES send rate (the stack sets both numbers).
const fromAddress = process.env.SES_FROM_ADDRESS;
if (fromAddress) {
  let ses: Promise<Mailer> | undefined;
  const perSecond = Number(process.env.SES_MAX_SEND_RATE || 14) / Number(process.env.REPORT_WORKERS || 1);
  useMailer(
    pacedMailer(
      {
        async send(message) {
          ses ??= import('./ses-mailer').then(({ sesMailer }) => sesMailer(fromAddress));
          await (await ses).send(message);
        },
      },
      { perSecond },
    ),
  );
}

/** SQS in AWS (the stack sets the queue), the in-process queue locally. */
let queue: Promise<ReportQueue> | undefined;
const reportQueue = () =>
  (queue ??= process.env.REPORT_QUEUE_URL
    ? import('./sqs-report-queue').then(({ sqsReportQueue }) => sqsReportQueue(process.env.REPORT_QUEUE_URL!))
    : Promise.resolve(inProcessReportQueue()));

const isQueueEvent = (event: unknown): event is SQSEvent =>
  Array.isArray((event as SQSEvent | undefined)?.Records);

/**
 * The jobs Lambda has two callers: EventBridge Scheduler every morning (dispatch: one message per
 * organisation) and the report queue (work: one organisation's digests per message). Locally a timer
 * calls it with no event and the in-process queue works the messages at once.
 */
export async function handler(
  event?: Partial<ScheduledEvent> | SQSEvent,
): Promise<SQSBatchResponse | object> {
  if (isQueueEvent(event)) {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await workReportMessage(JSON.parse(record.body));
      } catch (error) {
        logger.error('Report message failed', { messageId: record.messageId, error: error as Error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  }
  const summary = await dispatchReports(new Date(), await reportQueue());
  logger.info('Reports dispatched', summary);
  return summary;
}
