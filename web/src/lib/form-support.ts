import { ServerErrorCode } from '@tandem/shared/core/error-codes';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { ToastKind, toastKindForSaveStatus } from '@tandem/shared/core/toasts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText, fieldMessagesOfIssues } from '@/lib/field-problems';
import { hideToast, showToast } from '@/lib/toasts';

/** Free-text limits of the contract (shared `organisations/schemas`, taken out at build time). */
export { DESCRIPTION_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from 'virtual:tandem/contract-constants';

/** One rule per field: the phrase key of its error, or null when the value is fine. */
export type FieldRules<F extends string> = Record<F, () => string | null>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Form submit (spec §5): every field's rule runs; if any fails, the toast
 * 'validations.ensureAllFieldsValid' shows and the caller submits nothing.
 */
export function validateFields<F extends string>(
  rules: FieldRules<F>,
  t: TFunction,
): { valid: boolean; errors: FieldErrors<F> } {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const error = rules[field]();
    if (error) errors[field] = error;
  }
  const valid = Object.keys(errors).length === 0;
  if (valid) clearFieldsInvalid(t);
  else warnFieldsInvalid(t);
  return { valid, errors };
}

/** The toast of a refused submit (spec §5: 'validations.ensureAllFieldsValid'). */
export const warnFieldsInvalid = (t: TFunction) =>
  showToast(ToastKind.WARNING, { message: t(ErrorMessage.ENSURE_ALL_FIELDS_VALID) }, t);

/** A corrected form passed: an earlier refused-submit toast no longer holds (issue 37 item 6). */
const clearFieldsInvalid = (t: TFunction) =>
  hideToast(ToastKind.WARNING, { message: t(ErrorMessage.ENSURE_ALL_FIELDS_VALID) });

/**
 * A form checked by the contract's own schema (spec §5): the parsed body, or each field's
 * message with the refused-submit toast shown, so the caller submits nothing.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  t: TFunction,
): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) {
    clearFieldsInvalid(t);
    return { ok: true, data: parsed.data };
  }
  warnFieldsInvalid(t);
  // Phrases chosen from each issue's code and limits: zod's own English never reaches the reader.
  return { ok: false, errors: fieldMessagesOfIssues(t, parsed.error.issues) };
}

/** Required text of at most `max` characters (spaces alone do not count). */
export const requiredText = (value: string, max: number): string | null =>
  value.trim() === '' ? 'forms.required' : value.length > max ? 'forms.tooLong' : null;

export const optionalText = (value: string, max: number): string | null =>
  value.length > max ? 'forms.tooLong' : null;

export const notifySaved = (t: TFunction, message = t('forms.saved')) =>
  showToast(ToastKind.SUCCESS, { message }, t);

/**
 * A 409 the server marks as a stale version (someone else saved first). Other 409s are refusals
 * with their own reason (already a member, a duplicate name, the last admin), shown as sent.
 */
export const isVersionConflict = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === ServerErrorCode.VERSION_CONFLICT;

/**
 * The one mapping of a failed save to its toast (spec §8): a version conflict a warning with
 * `conflictMessage` (the caller then reloads); any other refusal the server's own message — a
 * warning for a 400, an error otherwise.
 */
export function showSaveFailure(
  error: unknown,
  t: TFunction,
  conflictMessage: string = t('forms.conflict'),
): { conflict: boolean } {
  if (isVersionConflict(error)) {
    showToast(ToastKind.WARNING, { message: conflictMessage }, t);
    return { conflict: true };
  }
  const status = isApiError(error) ? error.status : 500;
  const message = error instanceof Error && error.message ? error.message : t('errors.loadData');
  showToast(toastKindForSaveStatus(status === 200 ? 500 : status), { message }, t);
  return { conflict: false };
}

/** A failed save (see `showSaveFailure`); `onConflict` reloads after a version conflict. */
export function notifySaveError(error: unknown, t: TFunction, onConflict?: () => void) {
  if (showSaveFailure(error, t).conflict) onConflict?.();
}

/** A field's error text: phrase keys are translated, sentences shown as they are (`fieldErrorText`). */
export const fieldError = fieldErrorText;
