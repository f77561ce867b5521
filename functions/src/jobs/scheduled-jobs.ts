import { runActionReport } from './action-reports';

export interface ScheduledJob {
  name: string;
  run: () => Promise<Record<string, unknown>>;
}

/** The jobs the scheduler runs (daily in AWS, hourly locally). */
export const scheduledJobs: ScheduledJob[] = [
  { name: 'overdueActionReport', run: () => runActionReport('overdue') },
  { name: 'upcomingActionReport', run: () => runActionReport('upcoming') },
];
