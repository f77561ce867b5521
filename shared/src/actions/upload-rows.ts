import { isProgressStatus } from '../core/progress-status';
import { isRagStatus } from '../core/rag';
import { datesOutcome } from './action-rules';
import { ACTION_NAME_MAX, isActionDateInput } from './limits';
import type { UploadRow } from './schemas';

export interface UploadRowProblem {
  field: string;
  message: string;
}

/** What an uploaded row may reference: the organisation's action types and members. */
export interface UploadReferences {
  actionTypeIds: ReadonlySet<string>;
  memberIds: ReadonlySet<string>;
}

/**
 * Every problem of one uploaded row (spec §2 upload preview): the web app shows them per row before
 * anything is sent, and the server runs the same check on every row before writing any.
 */
export function uploadRowProblems(row: UploadRow, references: UploadReferences): UploadRowProblem[] {
  const problems: UploadRowProblem[] = [];
  const name = row.name.trim();
  if (!name) problems.push({ field: 'name', message: 'The name is required.' });
  else if (name.length > ACTION_NAME_MAX)
    problems.push({ field: 'name', message: `The name is longer than ${ACTION_NAME_MAX} characters.` });
  if (row.ragStatus !== undefined && !isRagStatus(row.ragStatus))
    problems.push({ field: 'ragStatus', message: 'Not a RAG status.' });
  if (row.progressStatus !== undefined && !isProgressStatus(row.progressStatus))
    problems.push({ field: 'progressStatus', message: 'Not a progress status.' });
  for (const field of ['startDate', 'endDate'] as const) {
    const value = row[field];
    if (value && !isActionDateInput(value)) problems.push({ field, message: 'Not a yyyy-mm-dd date.' });
  }
  if (!problems.some((problem) => problem.field.endsWith('Date'))) {
    const dates = datesOutcome(row.startDate, row.endDate);
    if (!dates.ok) problems.push({ field: 'endDate', message: dates.message });
  }
  if (row.actionTypeId && !references.actionTypeIds.has(row.actionTypeId))
    problems.push({ field: 'actionTypeId', message: 'No such action type.' });
  for (const field of ['ownerId', 'assignedToId'] as const) {
    const id = row[field];
    if (id && !references.memberIds.has(id))
      problems.push({ field, message: 'Not a member of the organisation.' });
  }
  return problems;
}
