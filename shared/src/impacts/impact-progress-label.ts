import { ProgressStatus } from '../core/progress-status';

/** How impacts word their progress (spec §3): an impact is "mitigated" rather than "completed". */
export const ImpactProgressLabel = {
  DRAFT: 'draft',
  NOT_STARTED: 'notStarted',
  IN_PROGRESS: 'inProgress',
  MITIGATED: 'mitigated',
} as const;
export type ImpactProgressLabel = (typeof ImpactProgressLabel)[keyof typeof ImpactProgressLabel];

export const impactProgressLabelText: Record<ImpactProgressLabel, string> = {
  [ImpactProgressLabel.DRAFT]: 'Draft',
  [ImpactProgressLabel.NOT_STARTED]: 'Not started',
  [ImpactProgressLabel.IN_PROGRESS]: 'In progress',
  [ImpactProgressLabel.MITIGATED]: 'Mitigated',
};

/**
 * The impact wording of a progress status: COMPLETED reads "mitigated". Statuses impacts do not
 * use (overdue, on hold, cancelled) have no impact label, so the generic label applies.
 */
export function impactProgressLabelOf(status: number | null | undefined): ImpactProgressLabel | null {
  switch (status) {
    case ProgressStatus.DRAFT:
      return ImpactProgressLabel.DRAFT;
    case ProgressStatus.NOT_STARTED:
      return ImpactProgressLabel.NOT_STARTED;
    case ProgressStatus.IN_PROGRESS:
      return ImpactProgressLabel.IN_PROGRESS;
    case ProgressStatus.COMPLETED:
      return ImpactProgressLabel.MITIGATED;
    default:
      return null;
  }
}
