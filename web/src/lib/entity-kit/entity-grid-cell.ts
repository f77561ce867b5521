import { fieldUpdatePayloadKey, listFieldKinds } from '@tandem/shared/core/field-update-kind';
import { isAcceptableCellValue } from '@tandem/shared/core/grid-cell-value';
import type { EntityFieldView } from './entity-view';

/** What one finished cell edit asks of the server. */
export type CellWrite =
  | { kind: 'update'; body: Record<string, unknown> }
  | { kind: 'clear' }
  | { kind: 'none' }
  /** A list of values (a member list): the item's versioned update (`PUT /{id}`), the spec's cell payloads carry one. */
  | { kind: 'item'; body: Record<string, unknown> & { version: number } };

/** Spec §5: a grid cell accepts a new value only when non-empty; anything else is an emptied cell. */
const isEmpty = (value: unknown) => !isAcceptableCellValue(value);

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
  key = '',
): CellWrite {
  if (field.kind === 'memberList') return memberListWriteOf(key, oldValue, newValue, version);
  if (!field.editable) return { kind: 'none' };
  if (listFieldKinds.includes(field.kind)) return listWriteOf(field, oldValue, newValue, version);
  if (isEmpty(newValue) && isEmpty(oldValue)) return { kind: 'none' };
  if (newValue === oldValue) return { kind: 'none' };
  if (isEmpty(newValue) && field.clearable) return { kind: 'clear' };
  // A RAG or progress always has a value: Delete on it has nothing to clear.
  if (isEmpty(newValue) && field.kind !== 'text') return { kind: 'none' };
  const value = typeof newValue === 'string' && field.kind !== 'text' ? newValue.trim() : newValue;
  return { kind: 'update', body: { [fieldUpdatePayloadKey(field)!]: isEmpty(value) ? '' : value, version } };
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * A pill editor's answer (several values: impact types, business areas) as a write: the whole list in
 * the kind's list payload (`numbers`, `ids`); the same values in any order send nothing; emptied
 * (or Delete/Backspace) clears a clearable field.
 */
function listWriteOf(
  field: EntityFieldView,
  oldValue: unknown,
  newValue: unknown,
  version: number,
): CellWrite {
  const before = Array.isArray(oldValue) ? oldValue : [];
  const after = Array.isArray(newValue) ? newValue : [];
  if (sameValues(before, after)) return { kind: 'none' };
  if (after.length === 0 && field.clearable) return { kind: 'clear' };
  return { kind: 'update', body: { [fieldUpdatePayloadKey(field)!]: after, version } };
}

const listOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);

/** A member list cell: the whole list with the version seen; emptied (Delete too) it is cleared. */
function memberListWriteOf(key: string, oldValue: unknown, newValue: unknown, version: number): CellWrite {
  const [before, after] = [listOf(oldValue), listOf(newValue)];
  if (JSON.stringify(before) === JSON.stringify(after)) return { kind: 'none' };
  if (after.length === 0) return { kind: 'clear' };
  return { kind: 'item', body: { [key]: after, version } };
}

/** Kinds the grid edits without a cell payload of their own (through the item's update). */
export const editsInGrid = (field: EntityFieldView | undefined) =>
  !!field?.editable || field?.kind === 'memberList';
