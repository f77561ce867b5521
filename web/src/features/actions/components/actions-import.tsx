import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithRetry } from '@/lib/lazy-import';
import type { ProjectRef } from '../api/keys';

// Loaded when the user opens the import: the import steps and their phrases stay out of the grid's
// first load (and the parsers load when a file is chosen). Nothing here may import a module the
// dialog imports too (such as en-gb-upload): the bundler would put it in the grid's chunk and make
// the dialog's chunk import the whole grid, AG Grid included.
const ActionsImportDialog = lazy(() => importWithRetry(() => import('./actions-import-dialog')));

/** The spreadsheet import of the actions grid (issue 5): shown to people with action edit rights. */
export function ActionsImport({ project, onImported }: { project: ProjectRef; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('actionItems.import')}
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
