import { Button } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toasts';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { useExportActions } from '../api/export-actions';
import type { ProjectRef } from '../api/keys';
import { actionExportColumns } from '@tandem/shared/actions/action-fields';

const ExportDialog = lazy(() =>
  import('@/ui/data-list/export-dialog').then((module) => ({ default: module.ExportDialog })),
);

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
  const [open, setOpen] = useState(false);
  const exporter = useExportActions();
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('actionItems.export')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog
            opened={open}
            onClose={() => setOpen(false)}
            title={t('actionItems.exportTitle')}
            columns={Object.entries(actionExportColumns).map(([key, label]) => ({ key, label }))}
            onExport={async (keys) => {
              try {
                const file = await exporter.mutateAsync({
                  ...project,
                  query: { page: 1, pageSize: 500, sorts, filters, columns: keys.join(',') },
                });
                const { saveFile } = await import('@/ui/data-list/save-file');
                saveFile(file);
                showToast(ToastKind.SUCCESS, { message: t('actionItems.exported') }, t);
              } catch (error) {
                toastSaveFailed(t, error);
                throw error;
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
