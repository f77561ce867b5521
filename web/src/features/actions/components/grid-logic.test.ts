import { decodeListQuery } from '@tandem/shared/core/list-query';
import { overdueFilters } from '@tandem/shared/projects/overdue';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { COMPLETED_RAG_SORT_VALUE } from '@tandem/shared/core/rag-sort-value';
import { describe, expect, it } from 'vitest';
import {
  checkFieldEdit,
  clearableFieldOfColumn,
  dayOf,
  filtersOfGrid,
  gridFiltersOfSearch,
  isEndDateOverdue,
  plainOfRichText,
  ragCellValue,
  richTextOfInput,
  richTextOfPlain,
  safeRichText,
  sortsOfGrid,
} from './grid-logic';

describe('actions grid logic', () => {
  it('turns the grid sort model into the list sorts', () => {
    expect(
      sortsOfGrid([
        { colId: 'endDate', sort: 'desc' },
        { colId: 'name', sort: 'asc' },
      ]),
    ).toBe('-endDate,name');
    expect(sortsOfGrid([{ colId: 'review', sort: 'asc' }])).toBe('nextReviewDue');
    expect(sortsOfGrid([{ colId: 'description', sort: 'asc' }])).toBeUndefined();
  });

  it('always filters to active actions and adds the bar’s filters', () => {
    expect(filtersOfGrid({ name: '', ragStatus: null, progressStatus: null })).toBe(
      'lifecycleStatus-eq-active',
    );
    expect(filtersOfGrid({ name: ' brief ', ragStatus: '1', progressStatus: '2' })).toBe(
      'lifecycleStatus-eq-active,name-ct-brief,ragStatus-eq-1,progressStatus-eq-2',
    );
  });

  it('starts from the address: known statuses and the people filters (the drill-down link)', () => {
    const start = gridFiltersOfSearch(
      new URLSearchParams('ragStatus=4&progressStatus=9&ownerOrAssignedTo=Casey%20Contributor&x=1'),
    );
    expect(start).toEqual({
      ragStatus: '4',
      progressStatus: null,
      people: { ownerOrAssignedTo: 'Casey Contributor' },
    });
    expect(filtersOfGrid({ name: '', ...start })).toBe(
      'lifecycleStatus-eq-active,ragStatus-eq-4,ownerOrAssignedTo-ct-Casey Contributor',
    );
    expect(gridFiltersOfSearch(new URLSearchParams('assignedTo=Ann&owner=Bo')).people).toEqual({
      owner: 'Bo',
      assignedTo: 'Ann',
    });
  });

  it('reads the empty-date sentinel as no date', () => {
    expect(dayOf('0001-01-01T00:00:00')).toBeNull();
    expect(dayOf('2026-06-15T00:00:00')).toBe('2026-06-15');
  });

  it('shows harmful rich text as the harmful-content message and strips attributes', () => {
    expect(safeRichText('<img src=x onerror=alert(1)>')).toEqual({ html: '', harmful: true });
    expect(safeRichText('<p class="x">Hi <b>there</b></p><a href="y">z</a>')).toEqual({
      html: '<p>Hi <b>there</b></p>z',
      harmful: false,
    });
  });

  it('round-trips the description editor’s plain text', () => {
    const html = richTextOfPlain('One & two\n\n<three>');
    expect(html).toBe('<p>One &amp; two</p><p>&lt;three&gt;</p>');
    expect(plainOfRichText(html)).toBe('One & two\n<three>');
  });

  it('screens markup typed in the description editor', () => {
    expect(richTextOfInput('<img src=x onerror=alert(1)>')).toBe(
      'Potentially harmful content was not shown.',
    );
    expect(richTextOfInput('<ul><li>a</li></ul>')).toBe('<ul><li>a</li></ul>');
    expect(richTextOfInput('a\nb')).toBe('<p>a</p><p>b</p>');
    // Inline markup keeps one paragraph a line; a script goes, the user's safe text stays.
    expect(richTextOfInput('a <b>bold</b>\nb <i>it</i>')).toBe('<p>a <b>bold</b></p><p>b <i>it</i></p>');
    expect(richTextOfInput('<p>Plan</p><script>alert(1)</script><p>Do</p>')).toBe('<p>Plan</p><p>Do</p>');
  });

  it('refuses an end date not after the start, as the server does', () => {
    const action = { startDate: '2026-06-10T00:00:00', endDate: '2026-06-20T00:00:00' };
    expect(checkFieldEdit('endDate', { date: '2026-06-05' }, action)).toEqual({
      kind: 'refused',
      message: 'The end date must be after the start date.',
    });
    expect(checkFieldEdit('endDate', { date: '2026-06-25' }, action)).toEqual({ kind: 'send' });
    expect(checkFieldEdit('ragStatus', { number: null }, action)).toEqual({ kind: 'ignored' });
  });

  it('knows the deletable columns', () => {
    expect(clearableFieldOfColumn('endDate')).toBe('endDate');
    expect(clearableFieldOfColumn('name')).toBeNull();
  });
});

describe('grid cells derived from more than one field', () => {
  it('a completed action’s RAG cell takes the completed value, so a change of progress alone changes it', () => {
    expect(ragCellValue({ ragStatus: RagStatus.AMBER, progressStatus: ProgressStatus.IN_PROGRESS })).toBe(
      RagStatus.AMBER,
    );
    expect(ragCellValue({ ragStatus: RagStatus.AMBER, progressStatus: ProgressStatus.COMPLETED })).toBe(
      COMPLETED_RAG_SORT_VALUE,
    );
  });

  it('an end date is overdue once its day has passed while the action is open', () => {
    const today = new Date('2026-07-10T12:00:00Z');
    const open = { progressStatus: ProgressStatus.IN_PROGRESS, lifecycleStatus: 'active' };
    expect(isEndDateOverdue({ ...open, endDate: '2026-07-09' }, today)).toBe(true);
    expect(isEndDateOverdue({ ...open, endDate: '2026-07-10' }, today)).toBe(false);
    expect(isEndDateOverdue({ ...open, endDate: null }, today)).toBe(false);
    // No end date as the server sends it: the empty-date sentinel.
    expect(isEndDateOverdue({ ...open, endDate: '0001-01-01T00:00:00' }, today)).toBe(false);
    expect(
      isEndDateOverdue({ ...open, progressStatus: ProgressStatus.COMPLETED, endDate: '2026-07-01' }, today),
    ).toBe(false);
    expect(
      isEndDateOverdue({ ...open, progressStatus: ProgressStatus.CANCELLED, endDate: '2026-07-01' }, today),
    ).toBe(false);
  });
});

describe('the overdue filter of the actions grid (issue 28 item 7)', () => {
  it('reads ?overdue=1 and sends exactly the overdue filters beside the active default', () => {
    const start = gridFiltersOfSearch(new URLSearchParams('overdue=1'));
    expect(start.overdue).toBe(true);
    expect(gridFiltersOfSearch(new URLSearchParams('')).overdue).toBeUndefined();
    const sent = filtersOfGrid({ name: '', ...start }, '2026-03-10');
    expect(decodeListQuery({ filters: sent }).filters).toEqual([
      { key: 'lifecycleStatus', operator: 'eq', values: ['active'], join: 'or' },
      ...overdueFilters('2026-03-10'),
    ]);
  });
});
