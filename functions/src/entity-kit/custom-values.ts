import { CustomFieldType, customFieldValueKey } from '@tandem/shared/core/custom-field-types';
import { screenRichText } from '@tandem/shared/core/rich-text';
import { richTextOfCell } from '@tandem/shared/spreadsheet/rich-text-cell';
import { customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import { CUSTOM_INT_LIMIT, CUSTOM_STRING_MAX } from '@tandem/shared/custom-fields/schemas';
import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { customFieldsOfKind, requireCustomField } from '../custom-fields/store';
import type { Caller } from '../http/caller';
import { requireFeature } from '../http/feature-gate';
import { badRequest, HttpError } from '../http/http-error';
import { requireItem, toResponse, type EntityStore, type ProjectScope } from './store';
import { commitItemChange } from './writes';

export type CustomValues = Record<string, string | number>;
export const isCustomised = (store: EntityStore) => store.declaration.endpoints.customFields === true;

type ValueBody = { valueInt?: number | null; valueString?: string | null };

/** The value to store from `valueInt` / `valueString` by the field's type; null (or blank) clears it. */
function storedValue(type: number, name: string, body: ValueBody): string | number | null {
  const key = customFieldValueKey(type as CustomFieldType);
  const other = key === 'valueInt' ? 'valueString' : 'valueInt';
  if (body[other] !== undefined && body[other] !== null)
    throw badRequest(`body.${other}`, `body.${other}: ${name} takes ${key}.`);
  const given = body[key];
  if (given === undefined)
    throw badRequest(`body.${key}`, `body.${key}: give the value, or null to clear it.`);
  if (given === null) return null;
  if (typeof given === 'number') return given;
  const text = given.trim();
  if (text === '') return null;
  if (type === CustomFieldType.RICH_TEXT) return screenRichText(given);
  if (text.length > CUSTOM_STRING_MAX)
    throw badRequest('body.valueString', `body.valueString: at most ${CUSTOM_STRING_MAX} characters.`);
  return text;
}

/**
 * `PUT /organisations/{org}/custom-fields/{fieldId}/projects/{project}/{segment}/{id}` (spec §7): one
 * custom value of one item, through THE versioned write, so it is in history as `custom.<fieldId>`.
 */
export async function updateCustomValue(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  fieldId: string,
  body: ValueBody & { version: number },
) {
  requireFeature(caller, scope.organisationId, OrganisationSetting.CUSTOM_PROPERTIES_ENABLED);
  const field = await requireCustomField(scope.organisationId, fieldId);
  if (!field.entityKinds.includes(store.declaration.name))
    throw badRequest(
      'params.fieldId',
      `params.fieldId: the custom field '${field.name}' is not used for ${store.declaration.plural.toLowerCase()}.`,
    );
  const value = storedValue(field.type, field.name, body);
  const item = await requireItem(store, scope, itemId);
  const current = { ...((item.customFields as CustomValues | undefined) ?? {}) };
  const oldValue = current[fieldId] ?? null;
  if (value === null) delete current[fieldId];
  else current[fieldId] = value;
  const changed = oldValue !== value;
  return toResponse(
    store,
    await commitItemChange({
      caller,
      store,
      scope,
      item,
      seenVersion: body.version,
      values: { set: {}, remove: [] },
      attributes: changed ? { customFields: current } : {},
      attributeChanges: changed ? [{ field: customFieldKey(fieldId), oldValue, newValue: value }] : [],
    }),
  );
}

/** One custom cell of an uploaded row as the body `PUT …/custom-fields/…` would take. */
function cellBody(type: number, cell: unknown): ValueBody {
  // A sheet's rich text is the cell form the export writes (markup only from API clients).
  if (type === CustomFieldType.RICH_TEXT && typeof cell === 'string' && !/<\/?[a-z][^>]*>/i.test(cell))
    return { valueString: richTextOfCell(cell) };
  if (type !== CustomFieldType.INT) return { valueString: cell === null ? null : String(cell) };
  const number = typeof cell === 'string' && /^-?\d+$/.test(cell.trim()) ? Number(cell) : cell;
  if (
    number !== null &&
    (typeof number !== 'number' || !Number.isInteger(number) || Math.abs(number) > CUSTOM_INT_LIMIT)
  )
    throw badRequest('valueInt', `a whole number of at most ${CUSTOM_INT_LIMIT} either way`);
  return { valueInt: number as number | null };
}

/**
 * The custom values of uploaded rows (`customFields: { <fieldId>: cell }`, spec §3 valueInt /
 * valueString) as each item stores them, checked as one `PUT …/custom-fields/…` would check them:
 * a field of the organisation for this kind, a whole number for an Int field, text within its limit.
 * Answers the values per row and every bad cell as a row problem on `custom.<fieldId>`; refused
 * while custom properties are off (as every custom value write).
 */
export async function uploadedCustomValues(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  rows: readonly { customFields?: unknown }[],
) {
  const given = rows.map((row) => (row.customFields ?? {}) as Record<string, unknown>);
  const values: (CustomValues | undefined)[] = given.map(() => undefined);
  const problems: { row: number; field: string; message: string }[] = [];
  if (given.every((cells) => Object.keys(cells).length === 0)) return { values, problems };
  requireFeature(caller, scope.organisationId, OrganisationSetting.CUSTOM_PROPERTIES_ENABLED);
  const fields = new Map(
    (await customFieldsOfKind(scope.organisationId, store.declaration.name)).map((field) => [
      field.id,
      field,
    ]),
  );
  given.forEach((cells, row) => {
    const stored: CustomValues = {};
    for (const [fieldId, cell] of Object.entries(cells)) {
      const field = fields.get(fieldId);
      const at = customFieldKey(fieldId);
      if (!field) {
        problems.push({
          row,
          field: at,
          message: `no custom field of ${store.declaration.plural.toLowerCase()}`,
        });
        continue;
      }
      try {
        const value = storedValue(field.type, field.name, cellBody(field.type, cell));
        if (value !== null) stored[fieldId] = value;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        problems.push({ row, field: at, message: error.message.replace(/^[\w.]+: /, '') });
      }
    }
    values[row] = Object.keys(stored).length > 0 ? stored : undefined;
  });
  return { values, problems };
}
