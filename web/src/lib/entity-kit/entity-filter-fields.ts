import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import type { TFunction } from 'i18next';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import type { FilterField } from '@/ui/data-list/filters-drawer';
import { choicesOf, scaleChoices } from './entity-values';
import type { EntityView } from './entity-view';

const lifecycleStatuses = ['active', 'archived', 'deleted'] as const;

/**
 * The filter panel's fields of a kit entity, for its list and its grid alike: each filterable
 * declared field by its kind (text and members contain, choices and scores any-of, numbers compared),
 * the tags in use ('contains either' / 'contains all') and the custom fields while their switches are
 * on (`extras`), and, on the list, the lifecycle.
 */
export function entityFilterFields(
  view: EntityView,
  extras: { tags: boolean; customFields: readonly CustomField[] },
  tagsInUse: readonly { id: string; text: string }[],
  t: TFunction,
  options: {
    lifecycle?: boolean;
    exclude?: string[];
    /** The choices of each `coreDataIds` and `parent` field by key (business areas, course groups). */
    filterChoices?: Readonly<Record<string, readonly { id: string; name: string }[]>>;
  } = {},
): FilterField[] {
  const label = (key: string) => t(`${view.phrases}.fields.${key}`);
  return [
    { key: 'refNumber', label: t('entityKit.refNumber'), type: 'number' },
    ...Object.entries(view.fields).flatMap(([key, field]): FilterField[] => {
      if (!field?.filterable || options.exclude?.includes(key)) return [];
      switch (field.kind) {
        case 'date':
          return [{ key, label: label(key), type: 'date' }];
        case 'boolean':
          return [
            {
              key,
              label: label(key),
              type: 'select',
              options: [
                { value: 'true', label: t('entityKit.yes') },
                { value: 'false', label: t('entityKit.no') },
              ],
            },
          ];
        case 'scale':
          return [
            {
              key,
              label: label(key),
              type: 'select',
              options: scaleChoices(field, t).map((choice) => ({
                value: String(choice.value),
                label: choice.label,
              })),
            },
          ];
        case 'choices':
        case 'rag':
        case 'progress':
        case 'score':
          return [
            {
              key,
              label: label(key),
              type: 'select',
              options: choicesOf(field).map((choice) => ({
                value: String(choice.value),
                label: t(choice.key, { value: choice.value }),
              })),
            },
          ];
        case 'coreDataIds':
        case 'parent':
          return [
            {
              key,
              label: label(key),
              type: 'select',
              options: (options.filterChoices?.[key] ?? []).map((choice) => ({
                value: choice.id,
                label: choice.name,
              })),
            },
          ];
        // A member or reference filters by the name kept beside its id ('contains').
        case 'member':
        case 'memberList':
        case 'text':
        case 'richText':
        case 'reference':
          return [{ key, label: label(key), type: 'text' }];
        case 'number':
          return [{ key, label: label(key), type: 'number' }];
        case 'choice':
          return [
            {
              key,
              label: label(key),
              type: 'select',
              options: (field.choices ?? []).map((choice) => ({
                value: String(choice.value),
                label: t(choice.key),
              })),
            },
          ];
        default:
          return [];
      }
    }),
    ...(extras.tags
      ? [
          {
            key: 'tags',
            label: t('tags.filter'),
            type: 'tags',
            options: tagsInUse.map((tag) => ({ value: tag.id, label: tag.text })),
          } satisfies FilterField,
        ]
      : []),
    ...extras.customFields.map((field): FilterField => ({
      key: customFieldKey(field.id),
      label: field.name,
      type: field.type === CustomFieldType.INT ? 'number' : 'text',
    })),
    ...(options.lifecycle
      ? [
          {
            key: 'lifecycleStatus',
            label: t('entityKit.lifecycleStatus'),
            type: 'select',
            options: lifecycleStatuses.map((status) => ({
              value: status,
              label: t(`entityKit.lifecycle.${status}`),
            })),
          } satisfies FilterField,
        ]
      : []),
  ];
}
