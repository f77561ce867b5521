import { useTranslation } from 'react-i18next';
import { actionExportColumns } from '@tandem/shared/actions/action-fields';
import { ExportButton } from '@/ui/data-list/export-button';
import { useMutation } from '@tanstack/react-query';
import { exportEntities } from '@/lib/entity-kit/entity-api';
import { actionCalls } from '../api/action-calls';
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
  const exporter = useMutation({
    mutationFn: (query: Parameters<typeof exportEntities>[2]) => exportEntities(actionCalls, project, query),
  });
  return (
    <ExportButton
      variant="light"
      label={t('actionItems.export')}
      title={t('actionItems.exportTitle')}
      exported={t('actionItems.exported')}
      columns={Object.entries(actionExportColumns).map(([key, label]) => ({ key, label }))}
      exportFile={(columns) => exporter.mutateAsync({ page: 1, pageSize: 500, sorts, filters, columns })}
    />
  );
}
