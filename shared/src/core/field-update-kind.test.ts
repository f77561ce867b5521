import { describe, expect, it } from 'vitest';
import { FieldUpdateKind, fieldUpdateValueKey } from './field-update-kind';

describe('FieldUpdateKind', () => {
  it('names the four spec payloads and their value property', () => {
    expect(Object.values(FieldUpdateKind)).toEqual(['TextField', 'IdField', 'DateField', 'NumericField']);
    expect(fieldUpdateValueKey).toEqual({
      TextField: 'text',
      IdField: 'id',
      DateField: 'date',
      NumericField: 'number',
    });
  });
});
