import type { UploadRow } from '@tandem/shared/actions/schemas';
import { isApiError } from '@/lib/api-client';
import type { BatchOutcome } from '@/ui/spreadsheet-import/import-types';
import { createActionsFromUpload } from '../api/create-actions-from-upload';
import type { ProjectRef } from '../api/keys';
import { importFieldOfRuleField, type ActionImportRow } from './actions-import-rows';

type UploadRowError = {
  list: 'newActions' | 'actionsToReplace';
  row: number;
  field: string;
  message: string;
};

const isUploadRowError = (value: unknown): value is UploadRowError =>
  typeof value === 'object' &&
  value !== null &&
  'list' in value &&
  (value.list === 'newActions' || value.list === 'actionsToReplace') &&
  'row' in value &&
  typeof value.row === 'number' &&
  'field' in value &&
  typeof value.field === 'string' &&
  'message' in value &&
  typeof value.message === 'string';

/** `details.rows` of a 400 from create-from-upload (`uploadRowErrorSchema`), when it has them. */
function rowErrorsOf(details: unknown): UploadRowError[] {
  if (typeof details !== 'object' || details === null || !('rows' in details)) return [];
  return Array.isArray(details.rows) ? details.rows.filter(isUploadRowError) : [];
}

/**
 * Splits a batch into create-from-upload's two lists, and reads the answer back into the batch's
 * order: a 400's row errors point at the rows of the batch; a lost connection, a time-out, missing
 * rights or a server fault stop the import (the next batch would fail the same way).
 */
export async function submitActionBatch(project: ProjectRef, rows: ActionImportRow[]): Promise<BatchOutcome> {
  const newActions: UploadRow[] = [];
  const actionsToReplace: (UploadRow & { id: string })[] = [];
  const indexIn = { newActions: [] as number[], actionsToReplace: [] as number[] };
  rows.forEach((item, index) => {
    if (item.kind === 'new') {
      indexIn.newActions.push(index);
      newActions.push(item.row);
    } else {
      indexIn.actionsToReplace.push(index);
      actionsToReplace.push(item.row);
    }
  });
  try {
    const result = await createActionsFromUpload({ ...project, body: { newActions, actionsToReplace } });
    return { ok: true, created: result.created, replaced: result.replaced };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return {
      ok: false,
      message: error.message,
      rowProblems: rowErrorsOf(error.details).map((problem) => ({
        index: indexIn[problem.list][problem.row] ?? -1,
        field: importFieldOfRuleField[problem.field] ?? problem.field,
        message: problem.message,
      })),
      fatal: ![400, 409, 413].includes(error.status),
    };
  }
}
