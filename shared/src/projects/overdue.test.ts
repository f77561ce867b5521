import { describe, expect, it } from 'vitest';
import { EMPTY_DATE } from '../core/dates';
import { ProgressStatus } from '../core/progress-status';
import { isOverdue, isUpcoming } from './overdue';

const today = '2026-03-10';

describe('isOverdue', () => {
  it.each([
    ['ended yesterday, in progress', { endDate: '2026-03-09T00:00:00', progressStatus: 2 }, true],
    ['ended yesterday, not started', { endDate: '2026-03-09', progressStatus: 1 }, true],
    ['ends today', { endDate: '2026-03-10T00:00:00', progressStatus: 2 }, false],
    ['ends tomorrow', { endDate: '2026-03-11', progressStatus: 2 }, false],
    ['ended, but completed', { endDate: '2026-01-01', progressStatus: ProgressStatus.COMPLETED }, false],
    ['ended, on hold', { endDate: '2026-01-01', progressStatus: ProgressStatus.ONHOLD }, true],
    ['no end date', { progressStatus: 2 }, false],
    ['the empty-date sentinel', { endDate: EMPTY_DATE, progressStatus: 2 }, false],
    ['ended, no progress given', { endDate: '2026-03-01' }, true],
  ])('%s', (_, item, expected) => {
    expect(isOverdue(item, today)).toBe(expected);
  });
});

describe('isUpcoming', () => {
  it.each([
    ['today', '2026-03-10', true],
    ['later', '2026-04-01', true],
    ['yesterday', '2026-03-09', false],
    ['no deadline', null, false],
    ['the sentinel', EMPTY_DATE, false],
  ])('%s', (_, deadline, expected) => {
    expect(isUpcoming(deadline, today)).toBe(expected);
  });
});
