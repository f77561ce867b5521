import { benefits } from '@tandem/shared/benefits/benefit';
import { describe, expect, it } from 'vitest';
import { benefitsPhrases } from '@/lib/i18n/en-gb-benefits';
import { benefitView } from './benefit-view';

const { declaration } = benefits;

describe('the benefit pages', () => {
  it('label each field with the declaration’s words', () => {
    for (const [key, field] of Object.entries(declaration.fields))
      expect(benefitsPhrases.fields[key as keyof typeof benefitsPhrases.fields]).toBe(field.label);
  });

  it('list only columns the declaration has, and sort only those the server sorts by', () => {
    const sortKeys = benefits.schemas.sortKeys;
    for (const key of benefitView.listColumns) {
      expect(declaration.fields).toHaveProperty(key);
      expect(sortKeys.includes(key)).toBe(benefitView.fields[key]!.sortable);
    }
  });
});

describe('the benefit view opts into tags and custom fields as the declaration does', () => {
  it('has the same opt-ins', () => {
    expect(benefitView.tags ?? false).toBe(declaration.endpoints.tags === true);
    expect(benefitView.customFields ?? false).toBe(declaration.endpoints.customFields === true);
  });
});
