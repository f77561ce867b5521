import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { customFieldIdOf, customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import { CUSTOM_INT_LIMIT, CUSTOM_STRING_MAX } from '@tandem/shared/custom-fields/limits';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import type { EntityCellEditorParams } from './entity-grid-editor';
import type { AnyItem } from './entity-view';

/** The custom field a grid key (`custom.<id>`) names, if any. */
export const customFieldOfKey = (fields: readonly CustomField[], key: string | undefined) => {
  const id = key ? customFieldIdOf(key) : undefined;
  return id ? fields.find((field) => field.id === id) : undefined;
};

/** A cell's value: a declared field by key, a custom value by its field id. */
export function cellValue(item: AnyItem, key: string) {
  const id = customFieldIdOf(key);
  return id ? (item.customFields?.[id] ?? null) : item[key];
}

/**
 * The columns beyond the declared fields: tags (their texts; edited in the side panel or in bulk)
 * and one per custom field of the kind, sortable by the server (`custom.<id>`) and, except rich
 * text, edited in the cell dialog like any other cell.
 */
export function extraGridColumns(
  extras: { tags: boolean; customFields: readonly CustomField[] },
  t: TFunction,
  mayEdit: boolean,
): ColDef<AnyItem>[] {
  return [
    ...(extras.tags
      ? [
          {
            colId: 'tags',
            headerName: t('tags.tags'),
            sortable: false,
            minWidth: 160,
            flex: 1,
            valueGetter: ({ data }) => (data?.tags ?? []).map((tag) => tag.text).join(', '),
          } satisfies ColDef<AnyItem>,
        ]
      : []),
    ...extras.customFields.map((field): ColDef<AnyItem> => ({
      colId: customFieldKey(field.id),
      field: customFieldKey(field.id) as never,
      headerName: field.name,
      sortable: true,
      minWidth: 130,
      flex: 1,
      cellClass: mayEdit && field.type !== CustomFieldType.RICH_TEXT ? 'editable-cell' : '',
      valueGetter: ({ data }) => (data ? cellValue(data, customFieldKey(field.id)) : null),
      valueFormatter: ({ value }) =>
        typeof value === 'string'
          ? value.replace(/<[^>]*>/g, ' ').trim()
          : value === null
            ? ''
            : String(value),
    })),
  ];
}

/** The cell dialog of a custom value: a whole number, or a line of text. */
export const customCellEditor = (field: CustomField): EntityCellEditorParams | null =>
  field.type === CustomFieldType.INT
    ? { input: 'number', label: field.name, min: -CUSTOM_INT_LIMIT, max: CUSTOM_INT_LIMIT }
    : field.type === CustomFieldType.STRING
      ? { input: 'text', label: field.name, maxLength: CUSTOM_STRING_MAX }
      : null;
