import { Button } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toasts';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import type { ListApiQuery } from '@/ui/data-list/use-list-query';
import { customFieldIdOf, customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import { exportEntities } from './entity-api';
import { useEntityExtras } from './entity-extras';
import { exportColumnKeys, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import '@/lib/i18n/en-gb-tags';

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
  const extras = useEntityExtras(view, project.organisationId);
  const custom = extras.customFields.map((field) => customFieldKey(field.id));
  const labelOf = (key: string) => {
    if (view.fields[key]) return t(`${view.phrases}.fields.${key}`);
    if (key === 'tags') return t('tags.tags');
    const customField = extras.customFields.find((field) => field.id === customFieldIdOf(key));
    return customField ? customField.name : t(`entityKit.${key}`);
  };
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
            columns={exportColumnKeys(view, { tags: extras.tags, custom }).map((key) => ({
              key,
              label: labelOf(key),
            }))}
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
