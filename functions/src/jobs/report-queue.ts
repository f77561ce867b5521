import * as z from 'zod';
import { reportKinds } from './action-reports';

/** One organisation's reports of one day: what the dispatcher enqueues and a worker takes. */
export const organisationReportMessageSchema = z.strictObject({
  organisationId: z.string().min(1),
  /** The day the reports are for (`yyyy-mm-dd`, in the schedule's time zone). */
  day: z.iso.date(),
  kinds: z.array(z.enum(reportKinds)).min(1),
});
export type OrganisationReportMessage = z.infer<typeof organisationReportMessageSchema>;

/**
 * The port between the dispatcher and the workers: SQS in AWS (`sqs-report-queue.ts`, a dead-letter
 * queue behind it), and in one process on the local stack and in tests.
 */
export interface ReportQueue {
  send(messages: readonly OrganisationReportMessage[]): Promise<void>;
}
