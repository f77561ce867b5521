import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { isAcceptableCellValue } from '@tandem/shared/core/grid-cell-value';
import type { CustomField } from '@/lib/tags/custom-fields-api';

/** The body of a custom value write: Int in valueInt, the other types in valueString; '' clears. */
export function customValueBody(field: CustomField, value: unknown, version: number) {
  const empty = !isAcceptableCellValue(value);
  if (field.type === CustomFieldType.INT)
    return { valueInt: empty ? null : Math.trunc(Number(value)), version };
  return { valueString: empty ? null : String(value), version };
}
