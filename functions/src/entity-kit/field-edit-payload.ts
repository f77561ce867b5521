import { fieldUpdatePayloadKey } from '@tandem/shared/core/field-update-kind';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import { badRequest } from '../http/http-error';
import type { EntityStore } from './store';

/** A field edit's payload, checked by the field's kind: the value to write, or nothing to change. */
export interface FieldEdit {
  /** The payload property (`body.date`): what a refusal of this edit names. */
  at: string;
  /** What a member or reference check names (`body.id`, or `body.id.ownerId`: `refusedAtApiKey`). */
  refusedAt: (key: string) => string;
  /** No change asked (an empty edit of an `emptyIgnored` field): still a version-checked save. */
  ignored: boolean;
  /** The value, or null to clear. */
  value: unknown;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The payload of `PUT /{id}/{fieldName}` (text, id, date or number) as the field's value: refused
 * with the 400 naming the payload when empty where the field is required, or not of the field's kind.
 * An entity's `apiShape.input.fieldUpdate` keeps the edit as its clients already send it (actions:
 * empty RAG/owner/assignee ignored, a date left out cleared, the refusals' words).
 */
export function fieldEditOf(
  store: EntityStore,
  fieldName: string,
  field: FieldDeclaration,
  body: Record<string, unknown>,
): FieldEdit {
  const { apiShape } = store.declaration;
  const options = apiShape?.input?.fieldUpdate;
  // A field of several values (impact types, business areas) travels whole in its list payload.
  const payloadKey = fieldUpdatePayloadKey(field)!;
  const at = `body.${payloadKey}`;
  const apiKey = (key: string) => apiShape?.item?.keys?.[key] ?? key;
  const refusedAt = options?.refusedAtApiKey ? (key: string) => `${at}.${apiKey(key)}` : () => at;
  const refused = (words: string) => badRequest(at, `${at}: ${options?.refusals?.[fieldName] ?? words}`);
  // A yes/no field travels in the numeric payload: 1 yes, 0 no (anything else fails its schema).
  const sent = body[payloadKey];
  const raw = field.kind === 'boolean' && (sent === 0 || sent === 1) ? sent === 1 : sent;
  if (isEmpty(raw) && options?.emptyIgnored?.includes(fieldName))
    return { at, refusedAt, ignored: true, value: undefined };
  if (raw === undefined && !options?.absentIsEmpty)
    throw badRequest(at, `${at}: give the new value, or null to clear it.`);
  if (isEmpty(raw)) {
    if (!field.clearable) throw refused(`${field.label} is required.`);
    return { at, refusedAt, ignored: false, value: null };
  }
  const parsed = field.input.safeParse(raw);
  if (!parsed.success) throw refused(`${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
  return { at, refusedAt, ignored: false, value: raw };
}
