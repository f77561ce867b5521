import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { describe, expect, it } from 'vitest';
import { customValueBody } from './entity-custom-value-body';

const field = (type: number) => ({ id: 'f-1', name: 'Budget', type, entityKinds: ['impact'], version: 1 });

describe('a custom value written from a grid cell or the detail page', () => {
  it('writes the value in the type’s property', () => {
    expect(customValueBody(field(CustomFieldType.INT), '42', 3)).toEqual({ valueInt: 42, version: 3 });
    expect(customValueBody(field(CustomFieldType.STRING), 'Kent', 3)).toEqual({
      valueString: 'Kent',
      version: 3,
    });
  });

  it('clears with no value: empty, blank, or a number cell left unreadable (spec §5: only a non-empty value is accepted)', () => {
    expect(customValueBody(field(CustomFieldType.INT), null, 2)).toEqual({ valueInt: null, version: 2 });
    expect(customValueBody(field(CustomFieldType.STRING), '  ', 2)).toEqual({
      valueString: null,
      version: 2,
    });
    expect(customValueBody(field(CustomFieldType.INT), Number.NaN, 2)).toEqual({
      valueInt: null,
      version: 2,
    });
  });
});
