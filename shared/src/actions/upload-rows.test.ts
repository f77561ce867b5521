import { describe, expect, it } from 'vitest';
import { uploadRowProblems } from './upload-rows';

const references = { actionTypeIds: new Set(['t1']), memberIds: new Set(['u1']) };

describe('uploadRowProblems', () => {
  it('passes a good row', () => {
    expect(
      uploadRowProblems(
        { name: 'Fine', startDate: '2026-01-01', endDate: '2026-02-01', ownerId: 'u1' },
        references,
      ),
    ).toEqual([]);
  });

  it('lists every problem of a bad row', () => {
    expect(
      uploadRowProblems(
        {
          name: ' ',
          ragStatus: 9,
          startDate: '2026-02-01',
          endDate: '2026-01-01',
          actionTypeId: 'nope',
          assignedToId: 'x',
        },
        references,
      ).map((problem) => problem.field),
    ).toEqual(['name', 'ragStatus', 'endDate', 'actionTypeId', 'assignedToId']);
  });

  it('flags unreadable dates instead of ordering them', () => {
    expect(uploadRowProblems({ name: 'x', startDate: '31/02/2026' }, references)).toEqual([
      { field: 'startDate', message: 'Not a yyyy-mm-dd date.' },
    ]);
  });
});
