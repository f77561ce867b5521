import type { ImportField } from '@/ui/spreadsheet-import/import-types';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

/** The fields of an action an import can fill, in the order the mapping step offers them. */
export const actionImportFieldKeys = [
  'refNumber',
  'name',
  'description',
  'ragStatus',
  'progressStatus',
  'startDate',
  'endDate',
  'actionType',
  'owner',
  'assignedTo',
] as const;
export type ActionImportFieldKey = (typeof actionImportFieldKeys)[number];

/**
 * Other header names each field answers to: the export's headers (`actionExportColumns`: Ref, RAG,
 * Progress, …) so an exported file imports back unchanged, and common spreadsheet wording.
 */
const aliases: Record<ActionImportFieldKey, readonly string[]> = {
  refNumber: ['Ref', 'Ref no', 'Reference', 'Reference number', 'Ref number', 'Action ref', '#'],
  name: ['Action', 'Action name', 'Title'],
  description: ['Details', 'Notes'],
  ragStatus: ['RAG', 'RAG status', 'Rag rating'],
  progressStatus: ['Progress', 'Status', 'Progress status'],
  startDate: ['Start', 'Start date', 'Starts'],
  endDate: ['End', 'End date', 'Due', 'Due date', 'Target date'],
  actionType: ['Type', 'Action type'],
  owner: ['Owner', 'Action owner', 'Owner name', 'Owner email'],
  assignedTo: ['Assigned to', 'Assignee', 'Assigned', 'Assigned to email'],
};

type Translate = (key: string) => string;

/** The import's field definitions, labelled in the user's language. */
export function actionImportFields(t: Translate): ImportField[] {
  const hint: Partial<Record<ActionImportFieldKey, string>> = {
    refNumber: t('upload.actions.hints.refNumber'),
    ragStatus: t('upload.actions.hints.ragStatus'),
    progressStatus: t('upload.actions.hints.progressStatus'),
    startDate: t('upload.actions.hints.date'),
    endDate: t('upload.actions.hints.date'),
    actionType: t('upload.actions.hints.actionType'),
    owner: t('upload.actions.hints.person'),
    assignedTo: t('upload.actions.hints.person'),
  };
  return actionImportFieldKeys.map((key) => ({
    key,
    label: t(`upload.actions.fields.${key}`),
    required: key === 'name',
    aliases: aliases[key],
    hint: hint[key],
  }));
}
