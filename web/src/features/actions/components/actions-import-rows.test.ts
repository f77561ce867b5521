import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import {
  actionImportRowOf,
  actionImportRowsOf,
  personOfText,
  progressOfText,
  ragOfText,
  refNumbersOf,
  type ActionImportLookups,
} from './actions-import-rows';

// The app's instance: importing the rows module registered the import's phrases on it.
const t = i18n.t.bind(i18n);
const lookups: ActionImportLookups = {
  actionTypes: [
    { id: 'type-comms', name: 'Communication' },
    { id: 'type-training', name: 'Training' },
  ],
  teamUsers: [
    { id: 'user-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@demo.test' },
    { id: 'user-sam-1', firstName: 'Sam', lastName: 'Smith', email: 'sam.one@demo.test' },
    { id: 'user-sam-2', firstName: 'Sam', lastName: 'Smith', email: 'sam.two@demo.test' },
  ],
  existingByRef: new Map([
    [7, { id: 'action-7', startDate: '2026-01-10T00:00:00', endDate: '2026-02-10T00:00:00' }],
  ]),
};

describe('labels and numbers', () => {
  it('reads RAG labels, letters and numbers', () => {
    expect(['Red', ' amber ', 'G', 'Unknown', '3', '-1'].map(ragOfText)).toEqual([1, 2, 3, -1, 3, -1]);
    expect(['Purple', '4', '2.5'].map(ragOfText)).toEqual([null, null, null]);
  });

  it('reads progress labels in any case and spacing, and numbers 1 to 7', () => {
    expect(['Not started', 'IN PROGRESS', 'on-hold', '7'].map(progressOfText)).toEqual([1, 2, 5, 7]);
    expect(['Done', '0', '8'].map(progressOfText)).toEqual([null, null, null]);
  });
});

describe('personOfText', () => {
  it('finds one person by full name, in either order', () => {
    expect(personOfText('ada  lovelace', lookups, t)).toEqual({ id: 'user-ada' });
    expect(personOfText('Lovelace, Ada', lookups, t)).toEqual({ id: 'user-ada' });
  });

  it('asks for an email when a name is shared, and matches emails of the team', () => {
    expect(personOfText('Sam Smith', lookups, t)).toEqual({
      problem: 'More than one person is called “Sam Smith”. Use their email address instead.',
    });
    expect(personOfText('Sam.Two@demo.test', lookups, t)).toEqual({ id: 'user-sam-2' });
    expect(personOfText('nobody@demo.test', lookups, t)).toEqual({
      problem: 'No one who can see this project has the email address nobody@demo.test.',
    });
  });
});

describe('actionImportRowOf', () => {
  it('builds a new action with ids, numbers, yyyy-mm-dd dates and rich-text description', () => {
    const conversion = actionImportRowOf(
      {
        name: ' Brief the booking team ',
        description: 'First line\nSecond & third',
        ragStatus: 'Green',
        progressStatus: 'In progress',
        startDate: '01/03/2026',
        endDate: '2026-03-31',
        actionType: 'communication',
        owner: 'Ada Lovelace',
        assignedTo: 'sam.two@demo.test',
        refNumber: '',
      },
      lookups,
      t,
    );
    expect(conversion).toEqual({
      problems: [],
      row: {
        kind: 'new',
        row: {
          name: 'Brief the booking team',
          description: '<p>First line</p><p>Second &amp; third</p>',
          ragStatus: 3,
          progressStatus: 2,
          startDate: '2026-03-01',
          endDate: '2026-03-31',
          actionTypeId: 'type-comms',
          ownerId: 'user-ada',
          assignedToId: 'user-sam-2',
        },
      },
    });
  });

  it('leaves empty cells out, so a replacement keeps what the action has', () => {
    expect(actionImportRowOf({ name: 'Renamed', refNumber: '#7', ragStatus: '' }, lookups, t)).toEqual({
      problems: [],
      row: { kind: 'replace', row: { name: 'Renamed', id: 'action-7' } },
    });
  });

  it('names every problem of a bad row by field, with what to do', () => {
    const { row, problems } = actionImportRowOf(
      {
        name: '',
        ragStatus: 'Purple',
        startDate: '2026-13-01',
        actionType: 'Party',
        owner: 'Nobody Here',
        refNumber: 'A-7',
      },
      lookups,
      t,
    );
    expect(row).toBeNull();
    expect(problems).toEqual([
      { field: 'ragStatus', message: '“Purple” is not a RAG status. Use Red, Amber, Green or Unknown.' },
      { field: 'startDate', message: '“2026-13-01” is not a date. Use 2026-03-31 or 31/03/2026.' },
      {
        field: 'actionType',
        message: 'No action type is called “Party”. Use one of: Communication, Training.',
      },
      {
        field: 'owner',
        message:
          'No one called “Nobody Here” can see this project. Use the full name as shown in Tandem, or their email address.',
      },
      {
        field: 'refNumber',
        message: 'The ref must be a whole number, like 12. Leave it empty to create a new action.',
      },
      { field: 'name', message: 'The name is required.' },
    ]);
  });

  it('refuses an end date before the start (the server’s own rule) and unknown refs', () => {
    expect(
      actionImportRowOf({ name: 'x', startDate: '2026-05-01', endDate: '2026-04-01' }, lookups, t).problems,
    ).toEqual([{ field: 'endDate', message: 'The end date must be after the start date.' }]);
    expect(actionImportRowOf({ name: 'x', refNumber: '99' }, lookups, t).problems).toEqual([
      {
        field: 'refNumber',
        message:
          'No action of this project has the ref 99. Correct the ref, or leave it empty to create a new action.',
      },
    ]);
  });

  it('checks a replacement’s one new date against the date the action keeps', () => {
    const { problems } = actionImportRowOf(
      { name: 'x', refNumber: '7', startDate: '2026-03-01' },
      lookups,
      t,
    );
    expect(problems).toEqual([{ field: 'startDate', message: expect.stringContaining('end 2026-02-10') }]);
  });
});

describe('actionImportRowsOf', () => {
  it('replaces an action once: a ref repeated later in the file is refused there', () => {
    const rows = [
      { line: 2, cells: { name: 'a', refNumber: '7' } },
      { line: 3, cells: { name: 'b', refNumber: '7' } },
      { line: 4, cells: { name: 'c', refNumber: '' } },
    ];
    expect(refNumbersOf(rows)).toEqual([7]);
    const conversions = actionImportRowsOf(rows, lookups, t);
    expect(conversions.map((conversion) => conversion.row?.kind ?? null)).toEqual(['replace', null, 'new']);
    expect(conversions[1]!.problems).toEqual([
      {
        field: 'refNumber',
        message: 'The ref 7 is also on row 2; one import can replace an action only once.',
      },
    ]);
  });
});

describe('the export round trip (issues 37.1 and 37.2)', () => {
  const withExisting: ActionImportLookups = {
    ...lookups,
    existingByRef: new Map([
      [
        8,
        {
          id: 'action-8',
          startDate: '2026-01-10T00:00:00',
          endDate: '2026-02-10T00:00:00',
          description: '<p>First <i>italic</i></p><p>Second</p>',
          ownerName: 'Max Multi',
          assignedToName: 'Ada Lovelace',
        },
      ],
    ]),
  };

  it('reads the exported description back with its paragraphs and italics (was one flat line)', () => {
    const { row } = actionImportRowOf({ name: 'New', description: 'One *two*\n\nThree' }, lookups, t);
    expect(row).toEqual({
      kind: 'new',
      row: { name: 'New', description: '<p>One <i>two</i></p><p>Three</p>' },
    });
  });

  it('leaves an unchanged description out of the replacement, so the action keeps it as it is', () => {
    const { row } = actionImportRowOf(
      { refNumber: '8', name: 'Same', description: 'First *italic*\n\nSecond' },
      withExisting,
      t,
    );
    expect(row).toEqual({ kind: 'replace', row: { id: 'action-8', name: 'Same' } });
  });

  it('keeps the row of an owner who can no longer see the project, and says so', () => {
    const conversion = actionImportRowOf(
      { refNumber: '8', name: 'Kept', owner: 'Max Multi', assignedTo: 'Ada Lovelace' },
      withExisting,
      t,
    );
    expect(conversion.problems).toEqual([]);
    expect(conversion.row).toEqual({
      kind: 'replace',
      row: { id: 'action-8', name: 'Kept', assignedToId: 'user-ada' },
    });
    expect(conversion.notes).toEqual([
      {
        field: 'owner',
        message:
          'Max Multi can no longer see this project. The action keeps them; choose someone else to change it.',
      },
    ]);
    // Someone else who cannot see the project is still refused.
    const other = actionImportRowOf(
      { refNumber: '8', name: 'Other', owner: 'Oona Outsider' },
      withExisting,
      t,
    );
    expect(other.problems.map((problem) => problem.field)).toEqual(['owner']);
  });
});
