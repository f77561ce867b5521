import { describe, expect, it } from 'vitest';
import { storedHistoryChange } from './stored-forms';

const layout = {
  storedNames: { actionType: 'actionTypeId' },
  emptied: { actionType: '', startDate: '0001-01-01T00:00:00' },
};

describe('a history change in the layout’s stored names and forms', () => {
  it('records an emptied attribute’s old value as the item kept it: null for nothing, else the emptied form', () => {
    const first = { field: 'actionType', oldValue: null, newValue: 't1' };
    expect(storedHistoryChange(layout, first, { actionId: 'a1' })).toEqual({
      field: 'actionTypeId',
      oldValue: null,
      newValue: 't1',
    });
    expect(storedHistoryChange(layout, first, { actionTypeId: '' })).toMatchObject({ oldValue: '' });
    // Without the item as stored: the emptied form, as before.
    expect(storedHistoryChange(layout, first)).toMatchObject({ oldValue: '' });
    // A cleared value is written in the emptied form whatever was kept.
    expect(
      storedHistoryChange(
        layout,
        { field: 'actionType', oldValue: 't1', newValue: null },
        { actionTypeId: 't1' },
      ),
    ).toEqual({ field: 'actionTypeId', oldValue: 't1', newValue: '' });
  });

  it('leaves attributes the layout does not empty as they are', () => {
    const change = { field: 'name', oldValue: null, newValue: 'Named' };
    expect(storedHistoryChange({}, change, {})).toEqual(change);
    expect(storedHistoryChange(layout, change, {})).toEqual(change);
  });
});
