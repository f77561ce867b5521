import { describe, expect, it } from 'vitest';
import { toHistoryResponse } from './history-response';

describe('toHistoryResponse', () => {
  it('parses stored JSON values back and names missing values null', () => {
    expect(
      toHistoryResponse({
        changeId: 'c1',
        changedAt: '2026-01-01T00:00:00.000Z',
        userId: 'u1',
        action: 'update',
        field: 'milestones',
        oldValue: '[]',
        newValue: '[{"id":"m1","name":"Go live"}]',
        version: 2,
      }),
    ).toEqual({
      changeId: 'c1',
      changedAt: '2026-01-01T00:00:00.000Z',
      userId: 'u1',
      userName: null,
      action: 'update',
      field: 'milestones',
      oldValue: [],
      newValue: [{ id: 'm1', name: 'Go live' }],
      version: 2,
    });
  });

  it('keeps text that is not JSON as it is', () => {
    const entry = toHistoryResponse({
      changeId: 'c2',
      changedAt: 'now',
      userId: 'u1',
      action: 'create',
      oldValue: 'not json',
      version: 1,
    });
    expect(entry).toMatchObject({ field: null, oldValue: 'not json', newValue: null });
  });
});
