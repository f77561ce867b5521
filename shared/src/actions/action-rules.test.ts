import { describe, expect, it } from 'vitest';
import { EMPTY_DATE } from '../core/dates';
import {
  END_DATE_NOT_AFTER_START_MESSAGE,
  START_DATE_AFTER_END_MESSAGE,
  datesOutcome,
  dueKeyOf,
  fieldUpdateOutcome,
  initialEndDateAfter,
  isOpenAction,
  refKeyOf,
  reviewFields,
  storedDate,
} from './action-rules';

const dates = { startDate: '2026-03-10T00:00:00', endDate: '2026-04-01T00:00:00' };

describe('storedDate', () => {
  it.each([
    ['2026-03-10', '2026-03-10T00:00:00'],
    ['2026-03-10T15:30:00.000Z', '2026-03-10T00:00:00'],
    [null, EMPTY_DATE],
    [EMPTY_DATE, EMPTY_DATE],
    ['1899-12-31', EMPTY_DATE],
  ])('%s -> %s', (input, stored) => expect(storedDate(input)).toBe(stored));
});

describe('fieldUpdateOutcome', () => {
  it('refuses an end date equal to or before the start, naming body.date', () => {
    expect(fieldUpdateOutcome('endDate', { date: '2026-03-10' }, dates)).toEqual({
      kind: 'invalid',
      field: 'body.date',
      message: END_DATE_NOT_AFTER_START_MESSAGE,
    });
    expect(fieldUpdateOutcome('endDate', { date: '2026-03-01' }, dates).kind).toBe('invalid');
    expect(fieldUpdateOutcome('endDate', { date: '2026-03-11' }, dates)).toMatchObject({
      kind: 'set',
      value: '2026-03-11T00:00:00',
    });
  });

  it('accepts a start date that is cleared, before the end, or with no end', () => {
    expect(fieldUpdateOutcome('startDate', { date: null }, dates)).toMatchObject({
      kind: 'set',
      value: EMPTY_DATE,
    });
    expect(fieldUpdateOutcome('startDate', { date: '2026-03-31' }, dates).kind).toBe('set');
    expect(fieldUpdateOutcome('startDate', { date: '2026-04-01' }, dates)).toMatchObject({
      message: START_DATE_AFTER_END_MESSAGE,
    });
    expect(
      fieldUpdateOutcome('startDate', { date: '2027-01-01' }, { ...dates, endDate: EMPTY_DATE }).kind,
    ).toBe('set');
  });

  it('ignores empty RAG, owner and assigned-to edits', () => {
    expect(fieldUpdateOutcome('ragStatus', { number: null }, dates).kind).toBe('ignored');
    expect(fieldUpdateOutcome('owner', { id: '' }, dates).kind).toBe('ignored');
    expect(fieldUpdateOutcome('assignedTo', {}, dates).kind).toBe('ignored');
    expect(fieldUpdateOutcome('ragStatus', { number: 7 }, dates).kind).toBe('invalid');
  });

  it('requires a name and a known progress status', () => {
    expect(fieldUpdateOutcome('name', { text: '  ' }, dates)).toMatchObject({
      kind: 'invalid',
      field: 'body.text',
    });
    expect(fieldUpdateOutcome('name', { text: ' New ' }, dates)).toMatchObject({ kind: 'set', value: 'New' });
    expect(fieldUpdateOutcome('progressStatus', { number: 0 }, dates).kind).toBe('invalid');
  });
});

describe('other action rules', () => {
  it('checks both dates together', () => {
    expect(datesOutcome('2026-01-02', '2026-01-01')).toMatchObject({ ok: false, field: 'body.endDate' });
    expect(datesOutcome(null, '2026-01-01')).toMatchObject({ ok: true, startDate: EMPTY_DATE });
  });

  it('reviews: next review due 6 weeks later', () => {
    expect(reviewFields('u1', new Date('2026-03-01T10:00:00Z'))).toEqual({
      reviewedBy: 'u1',
      reviewedOn: '2026-03-01T00:00:00',
      nextReviewDue: '2026-04-12T00:00:00',
    });
  });

  it('derives index keys', () => {
    expect(isOpenAction({ lifecycleStatus: 'active', progressStatus: 2 })).toBe(true);
    expect(isOpenAction({ lifecycleStatus: 'active', progressStatus: 3 })).toBe(false);
    expect(isOpenAction({ lifecycleStatus: 'deleted', progressStatus: 1 })).toBe(false);
    expect(dueKeyOf(EMPTY_DATE)).toBe('none');
    expect(dueKeyOf('2026-03-01T00:00:00')).toBe('2026-03-01');
    expect(refKeyOf(42)).toBe('000000042');
  });
});

describe('initialEndDateAfter', () => {
  it('takes the first end date ever set, and only that one', () => {
    expect(initialEndDateAfter(EMPTY_DATE, '2026-04-01T00:00:00')).toBe('2026-04-01T00:00:00');
    expect(initialEndDateAfter(undefined, '2026-04-01')).toBe('2026-04-01');
    expect(initialEndDateAfter('2026-03-01T00:00:00', '2026-04-01T00:00:00')).toBeUndefined();
    expect(initialEndDateAfter(EMPTY_DATE, EMPTY_DATE)).toBeUndefined();
    expect(initialEndDateAfter(EMPTY_DATE, undefined)).toBeUndefined();
  });
});
