import { Button } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toasts';
import type { SavedFile } from './save-file';
import { toastSaveFailed } from './save-toasts';

const ExportDialog = lazy(() =>
  import('./export-dialog').then((module) => ({ default: module.ExportDialog })),
);

/**
 * The export button of a list or grid: opens the (lazily loaded) column chooser, asks the caller for
 * the .xlsx of the chosen columns (the caller keeps the list's sorts and filters), saves it and says
 * so; a refusal shows the shared save-failure toast and keeps the dialog open.
 */
export function ExportButton({
  label,
  title,
  exported,
  columns,
  exportFile,
  variant = 'default',
}: {
  label: string;
  title: string;
  /** The success toast's message. */
  exported: string;
  columns: { key: string; label: string }[];
  /** The file for the chosen column keys, comma-separated. */
  exportFile: (columns: string) => Promise<SavedFile>;
  variant?: 'default' | 'light';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog
            opened={open}
            onClose={() => setOpen(false)}
            title={title}
            columns={columns}
            onExport={async (keys) => {
              try {
                const file = await exportFile(keys.join(','));
                const { saveFile } = await import('./save-file');
                saveFile(file);
                showToast(ToastKind.SUCCESS, { message: exported }, t);
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
