import { useQueryClient } from '@tanstack/react-query';
import { ACTION_UPLOAD_MAX } from '@tandem/shared/actions/limits';
import { MAX_REQUEST_BODY_BYTES } from '@tandem/shared/core/limits';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MappedRow } from '@/ui/spreadsheet-import/import-types';
import { SpreadsheetImportDialog } from '@/ui/spreadsheet-import/spreadsheet-import-dialog';
import type { ProjectRef } from '../api/keys';
import { actionImportFields } from './actions-import-fields';
import { loadActionImportLookups } from './actions-import-lookups';
import { actionImportRowsOf, refNumbersOf, type ActionImportRow } from './actions-import-rows';
import { submitActionBatch } from './actions-import-submit';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

/** Below the API's body limit, with room for the rest of the request. */
const MAX_BATCH_BYTES = MAX_REQUEST_BODY_BYTES - 100_000;

/** The actions grid's import: the generic spreadsheet import with the action fields and rules. */
export default function ActionsImportDialog({
  project,
  opened,
  onClose,
  onImported,
}: {
  project: ProjectRef;
  opened: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fields = useMemo(() => actionImportFields(t), [t]);

  const convertRows = useCallback(
    async (rows: MappedRow[], signal: AbortSignal) => {
      const lookups = await loadActionImportLookups({
        queryClient,
        project,
        refs: refNumbersOf(rows),
        signal,
      });
      return actionImportRowsOf(rows, lookups, t);
    },
    [queryClient, project, t],
  );
  const submitBatch = useCallback((rows: ActionImportRow[]) => submitActionBatch(project, rows), [project]);

  return (
    <SpreadsheetImportDialog
      opened={opened}
      onClose={onClose}
      title={t('upload.actions.title')}
      fields={fields}
      convertRows={convertRows}
      batchSize={ACTION_UPLOAD_MAX}
      maxBatchBytes={MAX_BATCH_BYTES}
      submitBatch={submitBatch}
      onImported={onImported}
    />
  );
}
