import { describe, expect, it } from 'vitest';
import { staleChangeSentence, whenChanged } from './stale-change';

describe('the words of a refused stale write', () => {
  it('names the field by its label, the value as seen and an en-GB UK date and time', () => {
    expect(
      staleChangeSentence({
        who: 'Ada Admin',
        action: 'update',
        fieldLabel: 'RAG',
        valueText: 'Amber',
        changedAt: '2026-11-28T20:00:57.421Z',
      }),
    ).toBe(
      'Ada Admin changed the RAG to “Amber” on 28/11/2026 at 20:00 (UK time). Reload to see their change, then try again.',
    );
  });

  it('reads British Summer Time, a cleared field, a deletion and a long value', () => {
    expect(whenChanged('2026-07-01T23:30:00.000Z')).toBe(' on 02/07/2026 at 00:30 (UK time)');
    expect(
      staleChangeSentence({
        who: 'Bo',
        action: 'update',
        fieldLabel: 'End date',
        valueText: '',
        changedAt: 'x',
      }),
    ).toBe('Bo cleared the end date. Reload to see their change, then try again.');
    expect(staleChangeSentence({ who: 'Bo', action: 'delete', changedAt: 'x' })).toMatch(
      /^Bo deleted this item\./,
    );
    expect(
      staleChangeSentence({
        who: 'Bo',
        action: 'update',
        fieldLabel: 'Name',
        valueText: 'x'.repeat(80),
        changedAt: 'x',
      }),
    ).toContain(`“${'x'.repeat(57)}…”`);
  });
});
