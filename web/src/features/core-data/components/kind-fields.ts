import { progressStatusLabel, type ProgressStatus } from '@tandem/shared/core/progress-status';
import {
  auditColumns,
  columnKeysOf,
  coreDataKinds,
  createSchemaOf,
  type CoreDataKind,
  type CoreDataKindDefinition,
} from '@tandem/shared/core-data/kinds';
import type { TFunction } from 'i18next';
import { fieldMessagesOfIssues } from '@/lib/field-problems';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The form fields of a kind, read from its zod shape in the kinds table, so one generic page serves
 * every kind and validates exactly as the server does (the same schema runs before submit).
 */
export type KindField =
  | { key: string; label: string; type: 'text'; required: boolean; maxLength?: number }
  | { key: string; label: string; type: 'number'; required: boolean; min?: number; max?: number }
  | { key: string; label: string; type: 'boolean'; defaultValue: boolean }
  | {
      key: string;
      label: string;
      type: 'choice';
      required: boolean;
      options: { value: string; label: string }[];
    }
  | { key: string; label: string; type: 'reference'; required: boolean; kind: CoreDataKind };

/** The form's values: text for every input but switches. */
export type FormValues = Record<string, string | boolean>;

/** zod's internals, as far as this reads them (zod v4 exposes `_zod.def` on every schema). */
type Introspected = {
  _zod: {
    def: {
      type: string;
      innerType?: Introspected;
      defaultValue?: unknown;
      options?: Introspected[];
      values?: unknown[];
    };
  };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
};

const labelOf = (kind: CoreDataKind, key: string) =>
  (coreDataKinds[kind] as CoreDataKindDefinition).columns[key] ?? key;

const choiceLabel = (key: string, value: unknown) =>
  key === 'trainingProgressStatus'
    ? (progressStatusLabel[value as ProgressStatus] ?? String(value))
    : String(value);

export function kindFields(kind: CoreDataKind): KindField[] {
  const definition = coreDataKinds[kind] as CoreDataKindDefinition;
  return Object.entries(definition.shape).map(([key, value]): KindField => {
    let schema = value as unknown as Introspected;
    let required = true;
    let defaultValue: unknown;
    while (schema._zod.def.type === 'optional' || schema._zod.def.type === 'default') {
      if (schema._zod.def.type === 'optional') required = false;
      else defaultValue = schema._zod.def.defaultValue;
      schema = schema._zod.def.innerType as Introspected;
    }
    const label = labelOf(kind, key);
    const reference = definition.references?.[key] as CoreDataKind | undefined;
    if (reference) return { key, label, type: 'reference', required, kind: reference };
    switch (schema._zod.def.type) {
      case 'boolean':
        return {
          key,
          label,
          type: 'boolean',
          defaultValue: defaultValue === undefined ? false : Boolean(defaultValue),
        };
      case 'number':
        return {
          key,
          label,
          type: 'number',
          required,
          ...(typeof schema.minValue === 'number' &&
            Number.isFinite(schema.minValue) && { min: schema.minValue }),
          ...(typeof schema.maxValue === 'number' &&
            Number.isFinite(schema.maxValue) && { max: schema.maxValue }),
        };
      case 'union':
      case 'enum':
      case 'literal': {
        const options = (schema._zod.def.options ?? [schema]).flatMap(
          (option) => option._zod.def.values ?? [],
        );
        return {
          key,
          label,
          type: 'choice',
          required,
          options: options.map((option) => ({ value: String(option), label: choiceLabel(key, option) })),
        };
      }
      default:
        return {
          key,
          label,
          type: 'text',
          required: required && (schema.minLength ?? 0) > 0,
          ...(typeof schema.maxLength === 'number' && { maxLength: schema.maxLength }),
        };
    }
  });
}

/** Empty values for a new item, or an item's values for editing. */
export function formValuesOf(fields: KindField[], item?: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item?.[field.key];
      if (field.type === 'boolean')
        return [field.key, typeof value === 'boolean' ? value : field.defaultValue];
      return [field.key, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/**
 * The request body from the form: blank optional inputs are left out, numbers and choices become
 * numbers. Text that is not a number is reported rather than sent.
 */
export function bodyOf(
  fields: KindField[],
  values: FormValues,
): { body: Record<string, unknown>; notNumbers: string[] } {
  const body: Record<string, unknown> = {};
  const notNumbers: string[] = [];
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'boolean') {
      body[field.key] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      // A required field is sent empty so the schema names it; an optional one is left out.
      if (field.required && field.type === 'text') body[field.key] = '';
      continue;
    }
    if (
      field.type === 'number' ||
      (field.type === 'choice' && field.options.every((o) => /^-?\d+$/.test(o.value)))
    ) {
      const number = Number(text);
      if (Number.isNaN(number)) notNumbers.push(field.key);
      else body[field.key] = number;
    } else {
      body[field.key] = text;
    }
  }
  return { body, notNumbers };
}

/**
 * Every field validated with the kind's own create schema (spec §5 form submit): the first message
 * of each failing field, by key. Empty when the body may be sent.
 */
export function validateBody(
  kind: CoreDataKind,
  fields: KindField[],
  values: FormValues,
  notANumber: string,
  t: TFunction = i18n.t,
) {
  const { body, notNumbers } = bodyOf(fields, values);
  const errors: Record<string, string> = Object.fromEntries(notNumbers.map((key) => [key, notANumber]));
  const result = createSchemaOf(kind).safeParse(body);
  if (!result.success) {
    // The contract's issues as en-GB phrases (never zod's English).
    for (const [key, message] of Object.entries(fieldMessagesOfIssues(t, result.error.issues)))
      if (!(key in errors)) errors[key] = message;
  }
  // Required choices and references the schema may not mark (optional in zod, required here).
  for (const field of fields) {
    if (
      (field.type === 'choice' || field.type === 'reference') &&
      field.required &&
      !(field.key in body) &&
      !(field.key in errors)
    ) {
      errors[field.key] = t('forms.required');
    }
  }
  return { body: result.success ? (result.data as Record<string, unknown>) : body, errors };
}

/** Column keys and headers a kind's list may sort, filter and export by. */
export function kindColumns(kind: CoreDataKind): { key: string; label: string }[] {
  const columns = (coreDataKinds[kind] as CoreDataKindDefinition).columns;
  const labels: Record<string, string> = { name: 'Name', ...columns, ...auditColumns };
  return columnKeysOf(kind).map((key) => ({ key, label: labels[key] ?? key }));
}

/** The kind whose page lives at `core-data/<segment>`, if any. */
export const kindOfSegment = (segment: string | undefined): CoreDataKind | undefined =>
  (Object.keys(coreDataKinds) as CoreDataKind[]).find((kind) => coreDataKinds[kind].segment === segment);
