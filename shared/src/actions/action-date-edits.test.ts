import { describe, expect, it } from 'vitest';
import { EMPTY_DATE } from '../core/dates';
import { isEndDateEditAccepted, isStartDateEditAccepted } from './action-date-edits';

describe('isStartDateEditAccepted', () => {
  it.each([
    ['2024-06-09', '2024-06-10', true],
    ['2024-06-10', '2024-06-10', false],
    ['2024-06-11', '2024-06-10', false],
    ['2024-06-11T00:00:00', EMPTY_DATE, true], // no end date
    ['2024-06-11', null, true],
    [EMPTY_DATE, '2024-06-10', true], // cleared
    [null, '2024-06-10', true],
  ])('start %s, end %s -> %s', (start, end, accepted) => {
    expect(isStartDateEditAccepted(start, end)).toBe(accepted);
  });
});

describe('isEndDateEditAccepted', () => {
  it.each([
    ['2024-06-11', '2024-06-10', true],
    ['2024-06-10T00:00:00', '2024-06-10T00:00:00', false], // equal
    ['2024-06-09', '2024-06-10', false], // before
    ['2024-06-09', EMPTY_DATE, true], // no start date
    [EMPTY_DATE, '2024-06-10', true], // cleared
  ])('end %s, start %s -> %s', (end, start, accepted) => {
    expect(isEndDateEditAccepted(end, start)).toBe(accepted);
  });
});
