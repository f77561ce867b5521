import { describe, expect, it } from 'vitest';
import { CustomFieldType, customFieldValueKey } from './custom-field-types';

describe('CustomFieldType', () => {
  it('has the spec §3 numbers', () => {
    expect(CustomFieldType).toEqual({ STRING: 1, INT: 2, RICH_TEXT: 3 });
  });

  it('stores Int in valueInt and text in valueString', () => {
    expect(customFieldValueKey(CustomFieldType.INT)).toBe('valueInt');
    expect(customFieldValueKey(CustomFieldType.STRING)).toBe('valueString');
    expect(customFieldValueKey(CustomFieldType.RICH_TEXT)).toBe('valueString');
  });
});
