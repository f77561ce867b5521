import * as z from 'zod';
import { CustomFieldType } from '../core/custom-field-types';

import { CUSTOM_FIELD_NAME_MAX, CUSTOM_INT_LIMIT, CUSTOM_RICH_TEXT_MAX } from './limits';

export {
  CUSTOM_FIELD_NAME_MAX,
  CUSTOM_FIELDS_MAX,
  CUSTOM_INT_LIMIT,
  CUSTOM_RICH_TEXT_MAX,
  CUSTOM_STRING_MAX,
} from './limits';

const entityKindsSchema = z.array(z.string().min(1).max(40)).min(1, 'pick at least one').max(20);
const type = z.union([
  z.literal(CustomFieldType.STRING),
  z.literal(CustomFieldType.INT),
  z.literal(CustomFieldType.RICH_TEXT),
]);

/** An organisation's custom field (spec §3): a name, a type and the kinds of item it applies to. */
export const customFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.number().int(),
  /** Entity names of kit entities that opted into custom fields (`benefit`, `impact`, ...). */
  entityKinds: z.array(z.string()),
  version: z.number().int(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldCreateBody = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(CUSTOM_FIELD_NAME_MAX),
  type,
  entityKinds: entityKindsSchema,
});
/** The type stays: values already written would not fit another. */
export const customFieldUpdateBody = z.strictObject({
  name: customFieldCreateBody.shape.name.optional(),
  entityKinds: entityKindsSchema.optional(),
  version: z.number().int().min(1),
});

/** spec §7: `PUT .../custom-fields/{fieldId}/projects/{project}/{kind}/{id}` with valueInt / valueString. */
export const customFieldValueBody = z.strictObject({
  valueInt: z.number().int().min(-CUSTOM_INT_LIMIT).max(CUSTOM_INT_LIMIT).nullable().optional(),
  valueString: z.string().max(CUSTOM_RICH_TEXT_MAX).nullable().optional(),
  version: z.number().int().min(1).max(1_000_000_000),
});

/** The values an item carries, by field id (Int: number; String and RichText: text). */
export const customValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
