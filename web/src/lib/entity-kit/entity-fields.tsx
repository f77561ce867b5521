import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { FieldList, type FieldItem } from '@/ui/field-list';
import { FieldValue } from './entity-values';
import { fieldKeys, type EntityView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

/** Every declared field of an item with its label, then its reference, lifecycle and dates. */
export function EntityFields<Item extends EntityItemBase>({
  view,
  item,
  columns,
}: {
  view: EntityView<Item>;
  item: Item;
  columns?: number;
}) {
  const { t } = useTranslation();
  const values = item as Record<string, unknown>;
  const fields: FieldItem[] = [
    { key: 'refNumber', label: t('entityKit.refNumber'), value: item.refNumber },
    ...fieldKeys(view)
      .filter((key) => key !== view.nameField)
      .map((key) => ({
        key,
        label: t(`${view.phrases}.fields.${key}`),
        value: (
          <FieldValue
            field={view.fields[key]!}
            value={values[key]}
            memberName={values[`${key}Name`] as string | null}
          />
        ),
      })),
    {
      key: 'lifecycleStatus',
      label: t('entityKit.lifecycleStatus'),
      value: t(`entityKit.lifecycle.${item.lifecycleStatus}`),
    },
    { key: 'createdAt', label: t('entityKit.createdAt'), value: formatDate(item.createdAt) },
    { key: 'updatedAt', label: t('entityKit.updatedAt'), value: formatDate(item.updatedAt) },
  ];
  return <FieldList fields={fields} columns={columns} />;
}
