import { describe, expect, it } from 'vitest';
import { impacts } from '../impacts/impact';
import { courseGroups } from '../training/course-group';
import {
  cellFieldOf,
  cellOfField,
  dayCellOf,
  timeCellOf,
  valueOfCell,
  type CellLookups,
} from './field-cells';

const declared = { ...impacts.declaration.fields, ...courseGroups.declaration.fields };
const fields = Object.fromEntries(
  Object.entries(declared).map(([key, field]) => [key, cellFieldOf(field)]),
) as Record<keyof typeof declared, ReturnType<typeof cellFieldOf>>;
const lookups: CellLookups = {
  memberId: (text) =>
    ({ 'ada admin': 'u-ada', 'ada@example.com': 'u-ada', 'sam same': null })[text.trim().toLowerCase()] as
      string | null | undefined,
  coreDataId: (kind, text) =>
    (
      ({
        'businessArea:finance': 'ba-1',
        'businessArea:hr': 'ba-2',
        'location:leeds': 'lo-1',
        'trainingType:e-learning': 'tt-1',
      }) as Record<string, string>
    )[`${kind}:${text.trim().toLowerCase()}`],
  entityId: (entity, text) => (entity === 'audience' && text === 'Nurses' ? 'au-1' : undefined),
};
const names = {
  memberName: (id: string) => (id === 'u-ada' ? 'Ada Admin' : undefined),
  coreDataName: (_kind: string, id: string) =>
    ({ 'ba-1': 'Finance', 'ba-2': 'HR', 'lo-1': 'Leeds', 'tt-1': 'E-learning' })[id],
};

describe('one codec per field kind: the export writes what the upload reads back', () => {
  const values: [keyof typeof declared, unknown, string | number][] = [
    ['name', 'Name', 'Name'],
    ['description', '<p>One <i>two</i></p><p>Three</p>', 'One *two*\n\nThree'],
    ['impactLevel', 7, 7],
    ['mitigationConfidence', 0, 0],
    ['impactTypes', [1, 3], 'People, Technology'],
    ['owner', 'u-ada', 'Ada Admin'],
    ['progressStatus', 2, 'In progress'],
    ['startDate', '2026-09-30', '30/09/2026'],
    ['totalPeopleImpacted', 250, 250],
    ['businessAreas', ['ba-2', 'ba-1'], 'HR, Finance'],
    ['locations', ['lo-1'], 'Leeds'],
    ['ragStatus', 1, 'Red'],
    ['isSignedOff', true, 'Yes'],
    ['isSignedOff', false, 'No'],
    ['duration', 1.5, 1.5],
    ['trainingType', 'tt-1', 'E-learning'],
  ];
  it.each(values)('%s: %j is the cell %j and back', (key, value, cell) => {
    const field = fields[key];
    expect(cellOfField(field, value, names)).toEqual(cell);
    expect(valueOfCell(field, cell, lookups)).toEqual({ value });
  });

  it('writes "not given" as an empty cell, never -1, and reads an empty cell as left out', () => {
    expect(cellOfField(fields.impactLevel, -1)).toBe('');
    expect(cellOfField(fields.mitigationConfidence, -1)).toBe('');
    expect(cellOfField(fields.totalPeopleImpacted, -1)).toBe('');
    expect(cellOfField(fields.totalPeopleImpacted, null)).toBe('');
    expect(valueOfCell(fields.impactLevel, '', lookups)).toEqual({ value: undefined });
  });

  it('writes days and times as people see them (dd/mm/yyyy), not ISO timestamps', () => {
    expect(dayCellOf('2026-01-05')).toBe('05/01/2026');
    expect(timeCellOf('2026-11-28T20:00:57.421Z')).toBe('28/11/2026 20:00');
  });

  it('reads an owner by name or e-mail, and an audience by name', () => {
    expect(valueOfCell(fields.owner, 'ada@example.com', lookups)).toEqual({ value: 'u-ada' });
    expect(valueOfCell(fields.audience, 'Nurses', lookups)).toEqual({ value: 'au-1' });
  });

  it.each([
    ['impactLevel', '15', '“15” is out of range: use a whole number from 1 to 10, or leave it empty.'],
    ['startDate', '2027-13-45', '“2027-13-45” is not a date: write it as dd/mm/yyyy.'],
    ['owner', 'Nobody Known', 'No one called “Nobody Known” is a member of the organisation.'],
    ['owner', 'Sam Same', 'More than one person is called “Sam Same”: use their e-mail address.'],
    [
      'progressStatus',
      'Sideways',
      expect.stringMatching(/^“Sideways” is not a progress status: use Not started/),
    ],
    ['totalPeopleImpacted', 'abc', '“abc” is not a number.'],
    ['impactTypes', 'People, Weather', expect.stringContaining('“Weather” is not one of People')],
    ['businessAreas', 'Finance, Mars', '“Mars” is not in the organisation’s list.'],
    ['isSignedOff', 'maybe', '“maybe” is not yes or no.'],
    ['trainingType', 'Juggling', 'there is none called “Juggling”.'],
    [
      'totalPeopleImpacted',
      '-5',
      '“-5” is out of range: use a number from 0 to 10000000, or leave it empty.',
    ],
  ] as const)('says what is wrong with %s %j in plain words', (key, cell, problem) => {
    expect(valueOfCell(fields[key], cell, lookups)).toEqual({ problem });
  });
});
