import { useTranslation } from 'react-i18next';
import { actionExportColumns } from '@tandem/shared/actions/action-fields';
import { ExportButton } from '@/ui/data-list/export-button';
import { useExportActions } from '../api/export-actions';
import type { ProjectRef } from '../api/keys';

/** Export of the grid's actions (same sorts and filters) to .xlsx with the chosen columns. */
export function ActionsExport({
  project,
  sorts,
  filters,
}: {
  project: ProjectRef;
  sorts: string | undefined;
  filters: string;
}) {
  const { t } = useTranslation();
  const exporter = useExportActions();
  return (
    <ExportButton
      variant="light"
      label={t('actionItems.export')}
      title={t('actionItems.exportTitle')}
      exported={t('actionItems.exported')}
      columns={Object.entries(actionExportColumns).map(([key, label]) => ({ key, label }))}
      exportFile={(columns) =>
        exporter.mutateAsync({ ...project, query: { page: 1, pageSize: 500, sorts, filters, columns } })
      }
    />
  );
}
