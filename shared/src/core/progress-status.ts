/** Progress status of actions, impacts, training and benefits (spec §3). Stored numbers: never renumber. */
export const ProgressStatus = {
  NOT_STARTED: 1,
  IN_PROGRESS: 2,
  COMPLETED: 3,
  OVERDUE: 4,
  ONHOLD: 5,
  CANCELLED: 6,
  DRAFT: 7,
} as const;
export type ProgressStatus = (typeof ProgressStatus)[keyof typeof ProgressStatus];

/** What a form reset puts in progressStatus (spec §4): "no status chosen", deliberately outside the enum. */
export const PROGRESS_STATUS_NOT_SET = 0;

export const progressStatusLabel: Record<ProgressStatus, string> = {
  [ProgressStatus.NOT_STARTED]: 'Not started',
  [ProgressStatus.IN_PROGRESS]: 'In progress',
  [ProgressStatus.COMPLETED]: 'Completed',
  [ProgressStatus.OVERDUE]: 'Overdue',
  [ProgressStatus.ONHOLD]: 'On hold',
  [ProgressStatus.CANCELLED]: 'Cancelled',
  [ProgressStatus.DRAFT]: 'Draft',
};

/** The only statuses the action and impact dashboards chart (spec §3). */
export const dashboardProgressStatuses = [
  ProgressStatus.NOT_STARTED,
  ProgressStatus.IN_PROGRESS,
  ProgressStatus.COMPLETED,
] as const;

export const progressStatuses = Object.values(ProgressStatus);

export function isProgressStatus(value: unknown): value is ProgressStatus {
  return progressStatuses.includes(value as ProgressStatus);
}
