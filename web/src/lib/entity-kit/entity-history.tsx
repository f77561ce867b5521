import { customFieldIdOf } from '@tandem/shared/custom-fields/custom-field-key';
import { useTranslation } from 'react-i18next';
import { HistoryList } from '@/ui/history-list';
import { useEntityHistory } from './entity-api';
import { useEntityExtras } from './entity-extras';
import { valueText } from './entity-values';
import type { EntityRef, EntityView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import '@/lib/i18n/en-gb-tags';

const SYSTEM_USER = /^system:/;

/** An item's accepted changes, newest first, worded with the declaration's field labels. */
export function EntityHistory({ view, entityRef }: { view: EntityView; entityRef: EntityRef }) {
  const { t, i18n } = useTranslation();
  const history = useEntityHistory(view, entityRef);
  // A custom value's change is recorded as `custom.<fieldId>`: worded with the field's name.
  const { customFields } = useEntityExtras(view, entityRef.organisationId);
  const customName = (field: string) =>
    customFields.find((custom) => custom.id === customFieldIdOf(field))?.name;
  const entries = history.data as
    (NonNullable<typeof history.data>[number] & { userName?: string | null })[] | undefined;
  return (
    <HistoryList
      entries={entries}
      loading={history.isPending}
      error={history.isError}
      personName={(userId) =>
        SYSTEM_USER.test(userId)
          ? t('entityKit.history.system')
          : (entries?.find((entry) => entry.userId === userId)?.userName ?? t('entityKit.history.someone'))
      }
      fieldLabel={(field) =>
        i18n.exists(`${view.phrases}.fields.${field}`)
          ? t(`${view.phrases}.fields.${field}`)
          : i18n.exists(`entityKit.history.links.${field}`)
            ? t(`entityKit.history.links.${field}`)
            : field === 'tags'
              ? t('tags.tags')
              : (customName(field) ?? field)
      }
      formatValue={(field, value) => {
        const declared = view.fields[field];
        // A tag change keeps the item's tag texts before and after.
        if (field === 'tags' && Array.isArray(value)) return value.join(', ');
        return declared ? valueText(declared, value, t) : value == null ? '' : String(value);
      }}
      labels={{
        title: t('entityKit.sections.history'),
        empty: t('entityKit.history.empty'),
        loadFailed: t('entityKit.history.loadFailed'),
        created: t('entityKit.history.created'),
        deleted: t('entityKit.history.deleted'),
        from: t('entityKit.history.from'),
        to: t('entityKit.history.to'),
        emptyValue: t('entityKit.history.emptyValue'),
        showMore: (count) => t('entityKit.history.showMore', { count }),
        showLess: t('entityKit.history.showLess'),
      }}
    />
  );
}
