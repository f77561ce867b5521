/** A calendar date as the API takes it: `yyyy-mm-dd`. */
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
import { fieldKeys, type EntityFieldView, type EntityView } from './entity-view';

/**
 * The create and edit forms' values, rules and bodies, derived from the declaration's fields. Inputs
 * hold text (a rich-text field its stored HTML, as the editor edits it); the body carries each kind's value (null clears). Rules answer phrase keys (spec §5).
 */
export type FormValues = Record<string, string>;

const inputOf = (field: EntityFieldView, value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (field.kind === 'choices' || field.kind === 'coreDataIds' || field.kind === 'memberList')
    return Array.isArray(value) ? value.join(',') : '';
  if (field.kind === 'date') return String(value).slice(0, 10);
  return String(value);
};

/** What a new item's input holds: RAG and scales unknown, progress not started, booleans off. */
const emptyInputOf: Partial<Record<EntityFieldView['kind'], string>> = {
  rag: '-1',
  score: '-1',
  progress: '1',
  scale: '-1',
  boolean: 'false',
};

/** The form's starting values: an item's, or empty for a new one (RAG unknown, progress not started). */
export function formValuesOf(view: EntityView, item?: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fieldKeys(view).map((key) => {
      const field = view.fields[key]!;
      if (item) return [key, inputOf(field, item[key])];
      return [key, emptyInputOf[field.kind] ?? ''];
    }),
  );
}

/** A field's error: a phrase key with what it interpolates, or null. */
export type FieldProblem = { key: string; values?: Record<string, number> } | null;

export function fieldProblem(field: EntityFieldView, input: string): FieldProblem {
  const text = field.kind === 'text' ? input.trim() : input;
  if (field.required && text === '') return { key: 'entityKit.form.required' };
  if ((field.kind === 'text' || field.kind === 'richText') && field.max !== undefined) {
    if (text.length > field.max) return { key: 'entityKit.form.tooLong', values: { max: field.max } };
  }
  if (field.kind === 'number' && text !== '') {
    const value = Number(text);
    if (!Number.isFinite(value)) return { key: 'entityKit.form.notANumber' };
    if (
      (field.min !== undefined && value < field.min) ||
      (field.maxValue !== undefined && value > field.maxValue)
    )
      return { key: 'entityKit.form.outOfRange', values: { min: field.min ?? 0, max: field.maxValue ?? 0 } };
  }
  if (field.kind === 'date' && text !== '' && !isoDatePattern.test(text))
    return { key: 'entityKit.form.notADate' };
  return null;
}

const bodyValueOf = (field: EntityFieldView, input: string): unknown => {
  switch (field.kind) {
    case 'text':
      return input.trim();
    case 'richText':
      // The editor's value is already stored rich text (`storedHtmlOfEditor`).
      return input;
    case 'number':
      return input.trim() === '' ? null : Number(input);
    case 'rag':
    case 'progress':
    case 'score':
      return Number(input);
    case 'choices':
      return input === '' ? null : input.split(',').map(Number);
    case 'coreDataIds':
    case 'memberList':
      return input === '' ? null : input.split(',');
    case 'scale':
      return Number(input);
    case 'boolean':
      return input === 'true';
    case 'date':
    case 'member':
    case 'parent':
    case 'choice':
    case 'reference':
      return input === '' ? null : input;
  }
};

/** The body of a create: every field given a value (empties left out). */
export function createBodyOf(view: EntityView, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    fieldKeys(view).flatMap((key) => {
      const value = bodyValueOf(view.fields[key]!, values[key] ?? '');
      return value === null || value === '' ? [] : [[key, value]];
    }),
  );
}

/** The changed fields only (null clears), or null when nothing changed. */
export function changesOf(
  view: EntityView,
  initial: FormValues,
  values: FormValues,
): Record<string, unknown> | null {
  const changes = Object.fromEntries(
    fieldKeys(view)
      .filter((key) => (values[key] ?? '') !== (initial[key] ?? ''))
      .map((key) => [key, bodyValueOf(view.fields[key]!, values[key] ?? '')]),
  );
  return Object.keys(changes).length ? changes : null;
}
