import { describe, expect, it } from 'vitest';
import { uploadRowOf } from './entity-import-row';
import type { EntityView } from './entity-view';

describe('uploadRowOf', () => {
  const view = {
    fields: {
      name: { kind: 'text' },
      description: { kind: 'richText' },
      impactLevel: { kind: 'score' },
      totalPeopleImpacted: { kind: 'number' },
      impactTypes: { kind: 'choices' },
      startDate: { kind: 'date' },
    },
  } as unknown as EntityView;
  it('sends numeric cells of number kinds as numbers, leaves empty cells out and keeps the rest as text', () => {
    expect(
      uploadRowOf(view, {
        name: '  Reception books online ',
        impactLevel: '8',
        totalPeopleImpacted: '1200',
        impactTypes: 'People, Process',
        description: '   ',
        startDate: '2026-06-01',
      }),
    ).toEqual({
      name: 'Reception books online',
      impactLevel: 8,
      totalPeopleImpacted: 1200,
      impactTypes: 'People, Process',
      startDate: '2026-06-01',
    });
  });
  it('keeps a number field that is not a number as text, so the server names it', () => {
    expect(uploadRowOf(view, { impactLevel: 'High' })).toEqual({ impactLevel: 'High' });
  });
  it('puts custom columns under customFields by field id, as the server reads them', () => {
    expect(
      uploadRowOf(view, { name: 'A', 'custom.f1': ' 12 ', 'custom.f2': 'kept', 'custom.f3': ' ' }),
    ).toEqual({
      name: 'A',
      customFields: { f1: '12', f2: 'kept' },
    });
  });
});
