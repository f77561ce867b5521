import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { lambdaCredentials } from '../aws-credentials';
import type { OrganisationReportMessage, ReportQueue } from './report-queue';

/** SQS takes at most ten messages per batch call. */
const SQS_BATCH = 10;

/**
 * Enqueues on the stage's report queue, ten per call. A message SQS refuses makes the whole dispatch
 * fail (the scheduler retries it); the workers are idempotent, so messages sent twice are harmless.
 */
export function sqsReportQueue(
  queueUrl: string,
  client = new SQSClient({ ...lambdaCredentials() }),
): ReportQueue {
  return {
    async send(messages) {
      for (let start = 0; start < messages.length; start += SQS_BATCH) {
        const batch = messages.slice(start, start + SQS_BATCH);
        const { Failed } = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: batch.map((message: OrganisationReportMessage, index) => ({
              Id: String(index),
              MessageBody: JSON.stringify(message),
            })),
          }),
        );
        if (Failed?.length) {
          throw new Error(
            `SQS refused ${Failed.length} report message(s): ${Failed.map((f) => f.Code).join(', ')}`,
          );
        }
      }
    },
  };
}
