import { Button } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toasts';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import type { ListApiQuery } from '@/ui/data-list/use-list-query';
import { exportEntities } from './entity-api';
import { exportColumnKeys, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

const ExportDialog = lazy(() =>
  import('@/ui/data-list/export-dialog').then((module) => ({ default: module.ExportDialog })),
);

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
  const [open, setOpen] = useState(false);
  const labelOf = (key: string) =>
    view.fields[key] ? t(`${view.phrases}.fields.${key}`) : t(`entityKit.${key}`);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('entityKit.export')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog
            opened={open}
            onClose={() => setOpen(false)}
            title={t(`${view.phrases}.exportTitle`)}
            columns={exportColumnKeys(view).map((key) => ({ key, label: labelOf(key) }))}
            onExport={async (keys) => {
              try {
                const file = await exportEntities(view, project, {
                  ...(query.sorts && { sorts: query.sorts }),
                  ...(query.filters && { filters: query.filters }),
                  columns: keys.join(','),
                });
                const { saveFile } = await import('@/ui/data-list/save-file');
                saveFile(file);
                showToast(ToastKind.SUCCESS, { message: t('entityKit.exported') }, t);
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
