import type { EntityFieldView } from './entity-view';

/** What one finished cell edit asks of the server. */
export type CellWrite =
  { kind: 'update'; body: Record<string, unknown> } | { kind: 'clear' } | { kind: 'none' };

const payloadKey = { TextField: 'text', IdField: 'id', DateField: 'date', NumericField: 'number' } as const;
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A cell edit (or Delete/Backspace, which AG Grid reports as an edit to empty) as a write: an
 * unchanged value sends nothing; emptying a clearable field clears it (`DELETE /{id}/{field}`),
 * emptying a required text is sent so the server names the field, other emptied cells send nothing;
 * anything else is the field's payload (`PUT /{id}/{field}`: TextField, IdField, DateField,
 * NumericField) with the version seen, so the server's own rules answer a wrong value.
 */
export function cellWriteOf(
  field: EntityFieldView,
  oldValue: unknown,
  newValue: unknown,
  version: number,
): CellWrite {
  if (!field.editable) return { kind: 'none' };
  if (isEmpty(newValue) && isEmpty(oldValue)) return { kind: 'none' };
  if (newValue === oldValue) return { kind: 'none' };
  if (isEmpty(newValue) && field.clearable) return { kind: 'clear' };
  // A RAG or progress always has a value: Delete on it has nothing to clear.
  if (isEmpty(newValue) && field.kind !== 'text') return { kind: 'none' };
  const value = typeof newValue === 'string' && field.kind !== 'text' ? newValue.trim() : newValue;
  return { kind: 'update', body: { [payloadKey[field.editable]]: isEmpty(value) ? '' : value, version } };
}
