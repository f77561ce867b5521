/**
 * The payload shapes of a single-field grid update (spec §3, §7: TextField, IdField, DateField,
 * NumericField). Each carries one of text, id, date or number for a target entity.
 */
export const FieldUpdateKind = {
  TEXT: 'TextField',
  ID: 'IdField',
  DATE: 'DateField',
  NUMERIC: 'NumericField',
} as const;
export type FieldUpdateKind = (typeof FieldUpdateKind)[keyof typeof FieldUpdateKind];

/** The payload property each kind fills. */
export const fieldUpdateValueKey: Record<FieldUpdateKind, 'text' | 'id' | 'date' | 'number'> = {
  [FieldUpdateKind.TEXT]: 'text',
  [FieldUpdateKind.ID]: 'id',
  [FieldUpdateKind.DATE]: 'date',
  [FieldUpdateKind.NUMERIC]: 'number',
};
