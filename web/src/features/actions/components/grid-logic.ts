import DOMPurify from 'dompurify';
import {
  fieldUpdateOutcome,
  isOpenAction,
  type FieldUpdatePayload,
} from '@tandem/shared/actions/action-rules';
import type { UpdatableActionField } from '@tandem/shared/actions/action-fields';
import { DueDateColour, dueDateColour } from '@tandem/shared/actions/due-date-colour';
import { toIsoDate } from '@tandem/shared/core/calendar-date';
import { isEmptyDate } from '@tandem/shared/core/dates';
import { overdueFilters, utcToday } from '@tandem/shared/projects/overdue';
import { FilterValueJoin, FilterOperator } from '@tandem/shared/core/filter-operators';
import { encodeFilters, type ListFilter } from '@tandem/shared/core/list-query';
import type { RagStatus } from '@tandem/shared/core/rag';
import { ragSortValue } from '@tandem/shared/core/rag-sort-value';
import {
  ALLOWED_RICH_TEXT_TAGS,
  HARMFUL_CONTENT_MESSAGE,
  screenRichText,
  withoutEventHandlers,
} from '@tandem/shared/core/rich-text';
import { clearableActionFields, type ClearableActionField } from '@tandem/shared/actions/action-fields';
import { sortsOfColumns, type GridSort } from '@/ui/entity-grid/grid-sorts';

/** Grid columns the server sorts by: column id → list sort key. */
export const sortKeyOfColumn: Record<string, string> = {
  refNumber: 'refNumber',
  name: 'name',
  owner: 'owner',
  assignedTo: 'assignedTo',
  startDate: 'startDate',
  endDate: 'endDate',
  progressStatus: 'progressStatus',
  ragStatus: 'ragStatus',
  actionType: 'actionType',
  review: 'nextReviewDue',
};

/** AG Grid's sort model (`{ colId, sort }` in priority order) as the list endpoint's `sorts`. */
export function sortsOfGrid(model: readonly GridSort[]) {
  return sortsOfColumns(model, (colId) => sortKeyOfColumn[colId]);
}

/** The people filters a link may carry (My Dashboard's drill-down): names, matched as "contains". */
export const gridPersonFilterKeys = ['owner', 'assignedTo', 'ownerOrAssignedTo'] as const;
export type GridPersonFilterKey = (typeof gridPersonFilterKeys)[number];

export type GridFilters = {
  name: string;
  ragStatus: string | null;
  progressStatus: string | null;
  people?: Partial<Record<GridPersonFilterKey, string>>;
  /** Only what the overdue tile counts (`?overdue=1`): past the end date and not completed. */
  overdue?: boolean;
};

const equalsFilter = (key: string, value: string): ListFilter => ({
  key,
  operator: FilterOperator.EQUALS,
  values: [value],
  join: FilterValueJoin.OR,
});

const containsFilter = (key: string, value: string): ListFilter => ({
  key,
  operator: FilterOperator.CONTAINS,
  values: [value],
  join: FilterValueJoin.OR,
});

/** The grid's filter bar as the list endpoint's `filters`: only active actions, as the default. */
export function filtersOfGrid(
  { name, ragStatus, progressStatus, people, overdue }: GridFilters,
  today = utcToday(),
): string {
  const filters: ListFilter[] = [equalsFilter('lifecycleStatus', 'active')];
  if (overdue) filters.push(...overdueFilters(today));
  if (name.trim()) filters.push(containsFilter('name', name.trim()));
  if (ragStatus) filters.push(equalsFilter('ragStatus', ragStatus));
  if (progressStatus) filters.push(equalsFilter('progressStatus', progressStatus));
  for (const key of gridPersonFilterKeys) {
    const person = people?.[key]?.trim();
    if (person) filters.push(containsFilter(key, person));
  }
  return encodeFilters(filters);
}

/** RAG values the grid filters by: the four RAG states and completed (4, spec §4). */
export const gridRagValues = ['1', '2', '3', '-1', '4'] as const;
const gridProgressValues = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * The grid's starting filters from its address (`?ragStatus=1&progressStatus=2&assignedTo=Name`, the
 * drill-down's link); a value the grid does not know is ignored rather than sent.
 */
export function gridFiltersOfSearch(search: URLSearchParams): Omit<GridFilters, 'name'> {
  const known = (value: string | null, values: readonly string[]) =>
    value !== null && values.includes(value) ? value : null;
  const people: Partial<Record<GridPersonFilterKey, string>> = {};
  for (const key of gridPersonFilterKeys) {
    const value = search.get(key)?.trim().slice(0, 200);
    if (value) people[key] = value;
  }
  return {
    ragStatus: known(search.get('ragStatus'), gridRagValues),
    progressStatus: known(search.get('progressStatus'), gridProgressValues),
    people,
    ...(search.get('overdue') === '1' && { overdue: true }),
  };
}

/** A stored date as `yyyy-mm-dd`, or null for the empty-date sentinel. */
export const dayOf = (value: string | null | undefined): string | null =>
  !value || isEmptyDate(value) ? null : toIsoDate(value);

/**
 * Rich text for display: screened with the shared rule (script → the harmful-content message), then
 * DOMPurify with only the allowed tags and no attributes.
 */
export function safeRichText(html: string): { html: string; harmful: boolean } {
  const screened = screenRichText(html);
  if (screened === HARMFUL_CONTENT_MESSAGE) return { html: '', harmful: true };
  const clean = DOMPurify.sanitize(screened, {
    ALLOWED_TAGS: [...ALLOWED_RICH_TEXT_TAGS],
    ALLOWED_ATTR: [],
  });
  return { html: clean, harmful: false };
}

/** Plain text typed in the description editor as rich text: one paragraph per line, escaped. */
export function richTextOfPlain(text: string): string {
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

const blockTag = /<\s*\/?\s*(p|ol|ul|li)\b/i;
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * What the description editor saves. Plain text becomes one paragraph a line. Text with markup
 * keeps the user's safe text: what could run (script, event handlers) is removed by DOMPurify with
 * the allowed tags only; only when nothing safe is left does it become the harmful-content message.
 * Markup with inline tags only (bold, italic) still takes each line as a paragraph, since HTML would
 * run the lines together.
 */
export function richTextOfInput(text: string): string {
  if (!/<[a-z/!]/i.test(text)) return richTextOfPlain(text);
  // Handlers go before parsing: parsing one makes the browser log a policy violation (issue 37 item 18).
  const clean = DOMPurify.sanitize(withoutEventHandlers(text), {
    ALLOWED_TAGS: [...ALLOWED_RICH_TEXT_TAGS],
    ALLOWED_ATTR: [],
  });
  if (screenRichText(text) === HARMFUL_CONTENT_MESSAGE && !hasText(clean)) return HARMFUL_CONTENT_MESSAGE;
  if (blockTag.test(clean)) return clean;
  return clean
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${line}</p>`)
    .join('');
}

/** The editor's text of stored rich text: the text of each paragraph or item on its own line. */
export function plainOfRichText(html: string): string {
  return html
    .replace(/<\s*\/\s*(p|li)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Checks a grid field edit with the server's own rule before sending it. `refused` carries the
 * message to toast (e.g. an end date not after the start); `ignored` means there is nothing to send.
 */
export function checkFieldEdit(
  field: UpdatableActionField,
  payload: FieldUpdatePayload,
  action: { startDate: string; endDate: string },
): { kind: 'send' } | { kind: 'refused'; message: string } | { kind: 'ignored' } {
  const outcome = fieldUpdateOutcome(field, payload, action);
  if (outcome.kind === 'invalid') return { kind: 'refused', message: outcome.message };
  if (outcome.kind === 'ignored') return { kind: 'ignored' };
  return { kind: 'send' };
}

/** Grid column → the field Delete/Backspace clears, when that column is deletable. */
export function clearableFieldOfColumn(colId: string): ClearableActionField | null {
  return (clearableActionFields as readonly string[]).includes(colId)
    ? (colId as ClearableActionField)
    : null;
}

/**
 * What a RAG cell shows, as its value: the RAG, or the completed indicator's value when the action
 * is completed (spec §4). Being the cell's value, a change of progress alone repaints the cell.
 */
export const ragCellValue = (action: { ragStatus: number; progressStatus: number }): number =>
  ragSortValue(action.ragStatus as RagStatus, action.progressStatus);

/**
 * Whether an action's end date is overdue (spec §4 overdue colouring): the day has passed and the
 * action is still open (not completed, cancelled or archived).
 */
export function isEndDateOverdue(
  action: { endDate?: string | null; progressStatus: number; lifecycleStatus: string },
  today: Date = new Date(),
): boolean {
  // The server sends the empty-date sentinel (0001-01-01) for "no end date": that day is long past.
  return isOpenAction(action) && dueDateColour(dayOf(action.endDate), today) === DueDateColour.DANGER;
}
