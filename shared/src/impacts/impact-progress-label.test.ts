import { describe, expect, it } from 'vitest';
import { ProgressStatus } from '../core/progress-status';
import { ImpactProgressLabel, impactProgressLabelOf, impactProgressLabelText } from './impact-progress-label';

describe('impactProgressLabelOf', () => {
  it.each([
    [ProgressStatus.DRAFT, ImpactProgressLabel.DRAFT],
    [ProgressStatus.NOT_STARTED, ImpactProgressLabel.NOT_STARTED],
    [ProgressStatus.IN_PROGRESS, ImpactProgressLabel.IN_PROGRESS],
    [ProgressStatus.COMPLETED, ImpactProgressLabel.MITIGATED],
    [ProgressStatus.OVERDUE, null],
    [ProgressStatus.CANCELLED, null],
    [0, null],
  ])('status %s -> %s', (status, label) => {
    expect(impactProgressLabelOf(status)).toBe(label);
  });

  it('reads draft, not started, in progress, mitigated', () => {
    expect(Object.values(impactProgressLabelText)).toEqual([
      'Draft',
      'Not started',
      'In progress',
      'Mitigated',
    ]);
  });
});
