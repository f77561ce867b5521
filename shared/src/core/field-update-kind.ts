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

/**
 * The list payloads of the grid's pill editors: a field holding several values (impact types, an
 * impact's business areas) is written whole, as the list of its kind's values (`numbers`, `ids`).
 */
export const fieldUpdateListKey: Record<FieldUpdateKind, 'texts' | 'ids' | 'dates' | 'numbers'> = {
  [FieldUpdateKind.TEXT]: 'texts',
  [FieldUpdateKind.ID]: 'ids',
  [FieldUpdateKind.DATE]: 'dates',
  [FieldUpdateKind.NUMERIC]: 'numbers',
};

/** Field kinds holding several values: their grid write carries the list payload. */
export const listFieldKinds: readonly string[] = ['choices', 'coreDataIds'];

/** The payload property a grid write of a field fills: the list key for a list kind, else the value key. */
export const fieldUpdatePayloadKey = (field: { kind: string; editable?: FieldUpdateKind }) =>
  field.editable === undefined
    ? undefined
    : listFieldKinds.includes(field.kind)
      ? fieldUpdateListKey[field.editable]
      : fieldUpdateValueKey[field.editable];
