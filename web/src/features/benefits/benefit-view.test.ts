import { benefits } from '@tandem/shared/benefits/benefit';
import { describe, expect, it } from 'vitest';
import { entityEndpointIds, exportColumnKeys, type EntityView } from '@/lib/entity-kit/entity-view';
import { benefitsPhrases } from '@/lib/i18n/en-gb-benefits';
import { benefitView } from './benefit-view';

const { declaration } = benefits;

describe('the benefit view is the shared declaration without zod', () => {
  it('has every declared field, in order, with its kind, rules and limits', () => {
    expect(Object.keys(benefitView.fields)).toEqual(Object.keys(declaration.fields));
    for (const [key, field] of Object.entries(declaration.fields)) {
      const viewed = benefitView.fields[key as keyof typeof benefitView.fields]!;
      expect({ key, ...viewed }).toMatchObject({
        key,
        kind: field.kind,
        required: field.required,
        sortable: field.sortable,
        filterable: field.filterable,
      });
      // The grid edits and clears exactly what the server lets it.
      expect([key, viewed.editable, viewed.clearable ?? false]).toEqual([
        key,
        field.editable,
        field.clearable,
      ]);
      const input = field.input as {
        maxLength?: number | null;
        minValue?: number | null;
        maxValue?: number | null;
      };
      if (field.kind === 'text' || field.kind === 'richText') expect(viewed.max).toBe(input.maxLength);
      if (field.kind === 'number')
        expect([viewed.min, viewed.maxValue]).toEqual([input.minValue, input.maxValue]);
    }
    expect(benefitView.nameField).toBe(declaration.nameField);
    expect(exportColumnKeys(benefitView as unknown as EntityView)).toEqual(
      Object.keys(benefits.schemas.exportColumns),
    );
    expect(benefitView.commentMax).toBe(declaration.limits.comment);
  });

  it('labels each field with the declaration’s words, and calls endpoints the kit generates', () => {
    for (const [key, field] of Object.entries(declaration.fields))
      expect(benefitsPhrases.fields[key as keyof typeof benefitsPhrases.fields]).toBe(field.label);
    for (const id of Object.values(entityEndpointIds(benefitView)))
      expect(benefits.endpoints).toHaveProperty(id);
  });

  it('lists only columns it declares, and sorts only those the server sorts by', () => {
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
