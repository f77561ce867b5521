import { COMMITMENT_LABELS } from '@tandem/shared/stakeholders/commitment-label';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import '@/lib/i18n/en-gb-entity-kit';
import { scaleChoices } from './entity-values';

const t = i18n.t.bind(i18n) as unknown as TFunction;

describe('issue 28 item 19: the commitment scale reads in the spec’s words', () => {
  it('labels 9 and 10 as words people say, not enum names, and matches the shared labels', () => {
    const labels = scaleChoices({ scaleLabels: 'commitment' }, t).map((choice) => choice.label);
    expect(labels[9]).toBe('9 – Embed and sustain');
    expect(labels[10]).toBe('10 – Adapt and improve');
    expect(labels.slice(1)).toEqual(COMMITMENT_LABELS.map((label, index) => `${index + 1} – ${label}`));
  });
});
