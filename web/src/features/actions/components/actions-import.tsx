import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithRetry } from '@/lib/lazy-import';
import type { ProjectRef } from '../api/keys';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

// Loaded when the user opens the import: the spreadsheet parsers and the import steps stay out of
// the grid's first load.
const ActionsImportDialog = lazy(() => importWithRetry(() => import('./actions-import-dialog')));

/** The spreadsheet import of the actions grid (issue 5): shown to people with action edit rights. */
export function ActionsImport({ project, onImported }: { project: ProjectRef; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('upload.actions.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ActionsImportDialog
            project={project}
            opened={open}
            onClose={() => setOpen(false)}
            onImported={onImported}
          />
        </Suspense>
      )}
    </>
  );
}
