/**
 * Grid cells accept a new value only when it is non-empty (spec §5); RAG, owner and assigned-to
 * edits with an empty value are ignored rather than clearing the field. Clearing is a separate,
 * explicit action (Delete/Backspace), so an empty edit is almost always an accident.
 */
export function isAcceptableCellValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
