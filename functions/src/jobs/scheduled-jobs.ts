export interface ScheduledJob {
  name: string;
  run: () => Promise<Record<string, unknown>>;
}

/**
 * The jobs the scheduler runs. The overdue and upcoming action reports join this list with the
 * Actions feature; the schedule, the Lambda and its SES permission already exist.
 */
export const scheduledJobs: ScheduledJob[] = [];
