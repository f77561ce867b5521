import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/ui/data-list/export-button';
import type { ListApiQuery } from '@/ui/data-list/use-list-query';
import { exportEntities } from './entity-api';
import { exportColumnKeys, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

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
  const labelOf = (key: string) =>
    view.fields[key] ? t(`${view.phrases}.fields.${key}`) : t(`entityKit.${key}`);
  return (
    <ExportButton
      label={t('entityKit.export')}
      title={t(`${view.phrases}.exportTitle`)}
      exported={t('entityKit.exported')}
      columns={exportColumnKeys(view).map((key) => ({ key, label: labelOf(key) }))}
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
