import { datesOutcome } from '@tandem/shared/actions/action-rules';
import type { UploadRow } from '@tandem/shared/actions/schemas';
import { uploadRowProblems } from '@tandem/shared/actions/upload-rows';
import {
  isProgressStatus,
  progressStatusLabel,
  type ProgressStatus,
} from '@tandem/shared/core/progress-status';
import { isRagStatus, ragLabel, RagStatus } from '@tandem/shared/core/rag';
import { richTextCellOf, richTextOfCell } from '@tandem/shared/spreadsheet/rich-text-cell';
import { dayOfText } from '@/ui/spreadsheet-import/cell-text';
import type { FieldProblem, MappedRow, RowConversion } from '@/ui/spreadsheet-import/import-types';
import type { ActionImportFieldKey } from './actions-import-fields';
import { richTextOfInput } from './grid-logic';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the rows are checked against, loaded once per check (see actions-import-lookups.ts). */
export interface ActionImportLookups {
  actionTypes: readonly { id: string; name: string }[];
  /** People who can see the project: owner and assigned-to by name or e-mail. */
  teamUsers: readonly { id: string; firstName: string; lastName: string; email: string }[];
  /** Active actions of the project whose ref numbers the file names. */
  existingByRef: ReadonlyMap<number, ExistingAction>;
}

/** What a replacement compares with: its dates, and what an export of it wrote. */
export interface ExistingAction {
  id: string;
  startDate: string;
  endDate: string;
  description?: string;
  ownerName?: string;
  assignedToName?: string;
}

/** One good row: a new action, or the replacement of an existing one (create-from-upload's two lists). */
export type ActionImportRow =
  { kind: 'new'; row: UploadRow } | { kind: 'replace'; row: UploadRow & { id: string } };

/** Letters and digits only, lower case: "Not Started", "not-started" and "NOTSTARTED" are one label. */
const labelKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A person's name as compared: case and runs of spaces do not matter. */
const nameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
const CHOICES_SHOWN = 10;

const ragByLabel = new Map<string, RagStatus>([
  ...Object.entries(ragLabel).map(([value, label]) => [labelKey(label), Number(value) as RagStatus] as const),
  ['r', RagStatus.RED],
  ['a', RagStatus.AMBER],
  ['g', RagStatus.GREEN],
  ['grey', RagStatus.UNKNOWN],
  ['gray', RagStatus.UNKNOWN],
]);
const progressByLabel = new Map<string, ProgressStatus>(
  Object.entries(progressStatusLabel).map(([value, label]) => [
    labelKey(label),
    Number(value) as ProgressStatus,
  ]),
);

/** RAG as a label (Red, Amber, Green, Unknown, R/A/G) or its number (1, 2, 3, -1). */
export function ragOfText(text: string): RagStatus | null {
  const number = Number(text);
  if (text.trim() !== '' && Number.isInteger(number)) return isRagStatus(number) ? number : null;
  return ragByLabel.get(labelKey(text)) ?? null;
}

/** Progress status as a label (Not started, In progress, …) or its number (1 to 7). */
export function progressOfText(text: string): ProgressStatus | null {
  const number = Number(text);
  if (text.trim() !== '' && Number.isInteger(number)) return isProgressStatus(number) ? number : null;
  return progressByLabel.get(labelKey(text)) ?? null;
}

type PersonMatch = { id: string } | { problem: string };

/** A person of the project's team by email or by full name ("First Last" or "Last, First"). */
export function personOfText(text: string, lookups: ActionImportLookups, t: Translate): PersonMatch {
  const value = text.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    const member = lookups.teamUsers.find((person) => person.email.toLowerCase() === email);
    return member ? { id: member.id } : { problem: t('upload.actions.problems.emailUnknown', { value }) };
  }
  const comma = /^([^,]+),\s*(.+)$/.exec(value);
  const wanted = nameKey(comma ? `${comma[2]} ${comma[1]}` : value);
  const matches = lookups.teamUsers.filter(
    (person) => nameKey(`${person.firstName} ${person.lastName}`) === wanted,
  );
  if (matches.length === 1) return { id: matches[0]!.id };
  if (matches.length > 1) return { problem: t('upload.actions.problems.personAmbiguous', { value }) };
  return { problem: t('upload.actions.problems.personUnknown', { value }) };
}

/** The shared rule and the server name the stored fields; the preview names the file's fields. */
export const importFieldOfRuleField: Record<string, ActionImportFieldKey> = {
  actionTypeId: 'actionType',
  ownerId: 'owner',
  assignedToId: 'assignedTo',
  id: 'refNumber',
};

/**
 * One mapped row as an upload row plus its problems: labels and names resolved to numbers and ids,
 * dates read (yyyy-mm-dd or dd/mm/yyyy), then the server's own rule (`uploadRowProblems`). An empty
 * cell leaves the field out, so a replacement keeps what the action has.
 */
export function actionImportRowOf(
  cells: Partial<Record<ActionImportFieldKey, string>>,
  lookups: ActionImportLookups,
  t: Translate,
): RowConversion<ActionImportRow> {
  const problems: FieldProblem[] = [];
  const text = (key: ActionImportFieldKey) => (cells[key] ?? '').trim();
  const row: UploadRow = { name: text('name') };

  const description = cells.description ?? '';
  // The export's readable form (paragraphs, *italics*) back to rich text; markup typed by hand as before.
  if (text('description'))
    row.description = /<\/?[a-z][^>]*>/i.test(description)
      ? richTextOfInput(description)
      : richTextOfCell(description);

  const rag = text('ragStatus');
  if (rag) {
    const value = ragOfText(rag);
    if (value === null)
      problems.push({ field: 'ragStatus', message: t('upload.actions.problems.rag', { value: rag }) });
    else row.ragStatus = value;
  }

  const progress = text('progressStatus');
  if (progress) {
    const value = progressOfText(progress);
    if (value === null)
      problems.push({
        field: 'progressStatus',
        message: t('upload.actions.problems.progress', {
          value: progress,
          choices: Object.values(progressStatusLabel).join(', '),
        }),
      });
    else row.progressStatus = value;
  }

  for (const field of ['startDate', 'endDate'] as const) {
    const value = text(field);
    if (!value) continue;
    const day = dayOfText(value);
    if (day) row[field] = day;
    else problems.push({ field, message: t('upload.actions.problems.date', { value }) });
  }

  const typeName = text('actionType');
  if (typeName) {
    const type = lookups.actionTypes.find((candidate) => nameKey(candidate.name) === nameKey(typeName));
    if (type) row.actionTypeId = type.id;
    else if (lookups.actionTypes.length === 0)
      problems.push({ field: 'actionType', message: t('upload.actions.problems.noActionTypes') });
    else
      problems.push({
        field: 'actionType',
        message: t('upload.actions.problems.actionType', {
          value: typeName,
          choices: lookups.actionTypes
            .slice(0, CHOICES_SHOWN)
            .map((candidate) => candidate.name)
            .join(', '),
        }),
      });
  }

  const ref0 = text('refNumber').replace(/^#/, '');
  const replaced = /^\d+$/.test(ref0) ? lookups.existingByRef.get(Number(ref0)) : undefined;
  const notes: FieldProblem[] = [];
  for (const [field, key, current] of [
    ['owner', 'ownerId', replaced?.ownerName],
    ['assignedTo', 'assignedToId', replaced?.assignedToName],
  ] as const) {
    const value = text(field);
    if (!value) continue;
    const match = personOfText(value, lookups, t);
    if ('id' in match) row[key] = match.id;
    // Issue 37.1: the action's own owner (or assignee) who has since lost sight of the project stays
    // as they are: the row is kept and the preview says so, as a person would expect.
    else if (current && nameKey(current) === nameKey(value))
      notes.push({ field, message: t('upload.actions.notes.keptWithoutAccess', { value }) });
    else problems.push({ field, message: match.problem });
  }

  let existing: ExistingAction | undefined;
  const ref = text('refNumber').replace(/^#/, '');
  if (ref) {
    if (!/^\d+$/.test(ref))
      problems.push({ field: 'refNumber', message: t('upload.actions.problems.refNotNumber') });
    else {
      existing = lookups.existingByRef.get(Number(ref));
      if (!existing)
        problems.push({
          field: 'refNumber',
          message: t('upload.actions.problems.refUnknown', { ref: Number(ref) }),
        });
    }
  }

  const references = {
    actionTypeIds: new Set(lookups.actionTypes.map((type) => type.id)),
    memberIds: new Set(lookups.teamUsers.map((person) => person.id)),
  };
  for (const problem of uploadRowProblems(row, references))
    problems.push({
      field: importFieldOfRuleField[problem.field] ?? problem.field,
      message: problem.message,
    });

  // A replacement keeps the date the file leaves out: the pair must still be in order.
  const onlyOneDate = (row.startDate === undefined) !== (row.endDate === undefined);
  if (existing && onlyOneDate && !problems.some((problem) => problem.field.endsWith('Date'))) {
    const start = row.startDate ?? existing.startDate;
    const end = row.endDate ?? existing.endDate;
    if (!datesOutcome(start, end).ok)
      problems.push({
        field: row.startDate === undefined ? 'endDate' : 'startDate',
        message: t('upload.actions.problems.datesWithCurrent', {
          start: existing.startDate.slice(0, 10),
          end: existing.endDate.slice(0, 10),
        }),
      });
  }

  // An unchanged description is not sent: the action keeps its own markup as it is.
  if (
    existing?.description !== undefined &&
    row.description !== undefined &&
    richTextCellOf(existing.description) === richTextCellOf(row.description)
  )
    delete row.description;
  const noted = notes.length > 0 ? { notes } : {};
  if (problems.length > 0) return { row: null, problems, ...noted };
  return existing
    ? { row: { kind: 'replace', row: { ...row, id: existing.id } }, problems, ...noted }
    : { row: { kind: 'new', row }, problems, ...noted };
}

/** Ref numbers the rows name, to look the existing actions up (whole numbers only). */
export function refNumbersOf(rows: readonly MappedRow[]): number[] {
  const refs = rows
    .map((row) => (row.cells.refNumber ?? '').trim().replace(/^#/, ''))
    .filter((ref) => /^\d+$/.test(ref))
    .map(Number);
  return [...new Set(refs)];
}

/** Every row converted; a ref named twice is refused on its later rows (one replacement per action). */
export function actionImportRowsOf(
  rows: readonly MappedRow[],
  lookups: ActionImportLookups,
  t: Translate,
): RowConversion<ActionImportRow>[] {
  const firstLineOfRef = new Map<number, number>();
  return rows.map(({ line, cells }) => {
    const conversion = actionImportRowOf(cells, lookups, t);
    const ref = (cells.refNumber ?? '').trim().replace(/^#/, '');
    if (!/^\d+$/.test(ref)) return conversion;
    const first = firstLineOfRef.get(Number(ref));
    if (first === undefined) {
      firstLineOfRef.set(Number(ref), line);
      return conversion;
    }
    return {
      row: null,
      problems: [
        ...conversion.problems,
        {
          field: 'refNumber',
          message: t('upload.actions.problems.refRepeated', { ref: Number(ref), line: first }),
        },
      ],
    };
  });
}
