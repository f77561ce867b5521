import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/ui/data-list/export-button';
import type { ListApiQuery } from '@/ui/data-list/use-list-query';
import { customFieldIdOf, customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import { exportEntities } from './entity-api';
import { useEntityExtras } from './entity-extras';
import { exportColumnKeys, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import '@/lib/i18n/en-gb-tags';

/** Export of the list's items (same sorts and filters) to .xlsx with the chosen columns. */
export function EntityExport({
  view,
  project,
  query,
}: {
  view: EntityView;
  project: ProjectRef;
  query: ListApiQuery;
}) {
  const { t } = useTranslation();
  const extras = useEntityExtras(view, project.organisationId);
  const custom = extras.customFields.map((field) => customFieldKey(field.id));
  const labelOf = (key: string) => {
    if (view.fields[key]) return t(`${view.phrases}.fields.${key}`);
    if (key === 'tags') return t('tags.tags');
    const customField = extras.customFields.find((field) => field.id === customFieldIdOf(key));
    return customField ? customField.name : t(`entityKit.${key}`);
  };
  return (
    <ExportButton
      label={t('entityKit.export')}
      title={t(`${view.phrases}.exportTitle`)}
      exported={t('entityKit.exported')}
      columns={exportColumnKeys(view, { tags: extras.tags, custom }).map((key) => ({
        key,
        label: labelOf(key),
      }))}
      exportFile={(columns) =>
        exportEntities(view, project, {
          ...(query.sorts && { sorts: query.sorts }),
          ...(query.filters && { filters: query.filters }),
          columns,
        })
      }
    />
  );
}
