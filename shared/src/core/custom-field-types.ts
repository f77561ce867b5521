/** Custom field types (spec §3). Stored numbers: never renumber. */
export const CustomFieldType = {
  STRING: 1,
  INT: 2,
  RICH_TEXT: 3,
} as const;
export type CustomFieldType = (typeof CustomFieldType)[keyof typeof CustomFieldType];

/** Which column of a custom field value holds the data: only Int uses valueInt (spec §3, §7). */
export function customFieldValueKey(type: CustomFieldType): 'valueInt' | 'valueString' {
  return type === CustomFieldType.INT ? 'valueInt' : 'valueString';
}
