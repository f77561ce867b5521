import {
  END_DATE_NOT_AFTER_START_MESSAGE,
  START_DATE_AFTER_END_MESSAGE,
  datesOutcome,
  initialEndDateAfter,
  storedDate,
} from '@tandem/shared/actions/action-rules';
import { isEndDateEditAccepted, isStartDateEditAccepted } from '@tandem/shared/actions/action-date-edits';
import { actionFieldsIgnoringEmptyEdits } from '@tandem/shared/actions/action-fields';
import { toIsoDate } from '@tandem/shared/core/calendar-date';
import { EMPTY_DATE, isEmptyDate } from '@tandem/shared/core/dates';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { memberNameKey } from '@tandem/shared/entity-kit/schemas';
import type { ActionItem } from '../data/entities/action';
import { exact } from '../data/entities/common';
import {
  type RuledWrite,
  type StoredLayout,
  type WriteValues,
  type WriteRules,
} from '../data/entities/project-entity';
import { badRequest } from '../http/http-error';
import { ACTIVE_COUNTER, indexAttributes, requireMember } from './store';
import { richTextToStore } from './stored-rich-text';

/**
 * How action items are kept: the layout they had before the kit (stored names such as `actionId` and
 * `ownerId`, dates with a time, four secondary indexes), so the seed, the jobs, the dashboards and the
 * visualisations need no data migration. The one action model (`data/entities/action.ts`) is built
 * with it; `storedActionOf`/`modelActionOf` turn the model's items into the stored form and back for
 * the readers outside the kit.
 */

/** Kit name → the stored name of today's action items. */
const storedNames = {
  itemId: 'actionId',
  owner: 'ownerId',
  assignedTo: 'assignedToId',
  actionType: 'actionTypeId',
} as const;

/**
 * Stored dates read as days, remembered: ElectroDB runs a getter several times per item and a list
 * page reads five dates of each of up to 500 items, from few distinct days (a parse is ~1 µs; the
 * answer path of a 100-item page spent ~1.5 ms here). Pure in its input, so sharing it is safe; kept
 * small by starting afresh past 5,000 days.
 */
const daysOfStored = new Map<string, string | undefined>();
function dayOfStored(stored: string): string | undefined {
  if (daysOfStored.has(stored)) return daysOfStored.get(stored);
  const day = isEmptyDate(stored) ? undefined : (toIsoDate(stored) ?? undefined);
  if (daysOfStored.size >= 5000) daysOfStored.clear();
  daysOfStored.set(stored, day);
  return day;
}

/**
 * A date as actions store it (`yyyy-mm-ddT00:00:00`, or the sentinel `0001-01-01T00:00:00` for none)
 * and as the kit reads it (`yyyy-mm-dd`, or no value): the shared `storedDate` on the way in.
 */
const storedDateAttribute = (withDefault: boolean): Record<string, unknown> => ({
  set: (value?: unknown) => (value === undefined ? undefined : storedDate(value as string)),
  get: (value?: unknown) => (typeof value === 'string' ? dayOfStored(value) : undefined),
  ...(withDefault ? { default: EMPTY_DATE } : {}),
});

/** `''` is what actions store for a cleared action type; to the kit it is no value. */
const emptyStringIsNone: Record<string, unknown> = {
  get: (value?: unknown) => (value === '' ? undefined : value),
};

const stringList = (): Record<string, unknown> => ({
  type: 'list',
  items: { type: 'string' },
  default: () => [],
});

const byDue = (field: string) => ({
  field,
  composite: ['dueKey', 'itemId'],
  template: 'DUE#${dueKey}#${itemId}',
  casing: exact,
});

/**
 * The four secondary indexes of action items, derived from their fields on every write
 * (`indexAttributes`), so they never disagree with the fields they mirror:
 * - gsi1 My Dashboard: `ORG#<org>#ASSIGNEE#<user|none>` / `DUE#<yyyy-mm-dd|none>#<action>`;
 * - gsi2 jobs: `ORG#<org>#ACTIONS#<open|closed>` / `DUE#<yyyy-mm-dd|none>#<action>`
 *   (open = active and neither completed nor cancelled);
 * - gsi4 My Dashboard's owned actions: `ORG#<org>#OWNER#<user|none>` / `DUE#<yyyy-mm-dd|none>#<action>`;
 * - gsi3 the project's list in ref order: `ORG#<org>#PROJECT#<project>#ACTIONS#<lifecycle>` / `REF#<000000042>`.
 */
const actionIndexes = {
  byAssignee: {
    index: 'gsi1',
    pk: {
      field: 'gsi1pk',
      composite: ['organisationId', 'assigneeKey'],
      template: 'ORG#${organisationId}#ASSIGNEE#${assigneeKey}',
      casing: exact,
    },
    sk: byDue('gsi1sk'),
  },
  byOpenState: {
    index: 'gsi2',
    pk: {
      field: 'gsi2pk',
      composite: ['organisationId', 'openState'],
      template: 'ORG#${organisationId}#ACTIONS#${openState}',
      casing: exact,
    },
    sk: byDue('gsi2sk'),
  },
  byOwner: {
    index: 'gsi4',
    pk: {
      field: 'gsi4pk',
      composite: ['organisationId', 'ownerKey'],
      template: 'ORG#${organisationId}#OWNER#${ownerKey}',
      casing: exact,
    },
    sk: byDue('gsi4sk'),
  },
  byRef: {
    index: 'gsi3',
    pk: {
      field: 'gsi3pk',
      composite: ['organisationId', 'projectId', 'lifecycleStatus'],
      template: 'ORG#${organisationId}#PROJECT#${projectId}#ACTIONS#${lifecycleStatus}',
      casing: exact,
    },
    sk: { field: 'gsi3sk', composite: ['refKey'], template: 'REF#${refKey}', casing: exact },
  },
};

/** The attributes `indexAttributes()` derives for the action indexes, from the item in kit names. */
const derivedIndexAttributes = (item: Readonly<Record<string, unknown>>) =>
  indexAttributes({
    lifecycleStatus: item.lifecycleStatus as 'active' | 'archived' | 'deleted',
    progressStatus: (item.progressStatus as number | undefined) ?? ProgressStatus.NOT_STARTED,
    endDate: (item.endDate as string | undefined) ?? EMPTY_DATE,
    assignedToId: item.assignedTo as string | undefined,
    ownerId: item.owner as string | undefined,
    refNumber: item.refNumber as number,
  });

/** RAG, owner and assignee: an empty edit is ignored, never a clear (spec §5), their names with them. */
const ignoredWhenEmpty = new Set<string>(
  actionFieldsIgnoringEmptyEdits.flatMap((field) =>
    field === 'ragStatus' ? [field] : [field, memberNameKey(field)],
  ),
);

/**
 * The owner is stored with the first and last name apart (`ownerFirstName`, `ownerLastName`): from the
 * membership the kit's member check read (`values.members`), read here only where none was handed.
 */
async function ownerNameParts(organisationId: string, values: WriteValues) {
  if (typeof values.set.owner !== 'string') return {};
  // A copy keeps the original's parts (`duplicateCopies`), as the hand-written duplicate did: no
  // read, and an owner who has left the organisation since is copied, not refused.
  if (values.kept && 'ownerFirstName' in values.kept) return {};
  const owner =
    values.members?.owner ?? (await requireMember(organisationId, values.set.owner, 'body.owner'));
  return { ownerFirstName: owner.firstName, ownerLastName: owner.lastName };
}

const dateOf = (values: WriteValues, item: Readonly<Record<string, unknown>>, key: string) =>
  values.remove.includes(key) ? undefined : ((values.set[key] ?? item[key]) as string | undefined);

/** A new action's dates: the end after the start, named as the create's body names it. */
function refuseCreatedDates(values: WriteValues, at: (key: string) => string) {
  const startDate = values.set.startDate as string | undefined;
  const endDate = values.set.endDate as string | undefined;
  if (!isEndDateEditAccepted(endDate, startDate))
    throw badRequest(at('endDate'), `${at('endDate')}: ${END_DATE_NOT_AFTER_START_MESSAGE}`);
}

/** A change's dates against each other and the item's (spec §5 order rule). */
function refuseChangedDates(
  item: Readonly<Record<string, unknown>>,
  values: WriteValues,
  at: (key: string) => string,
  call?: { readonly form: boolean },
) {
  const datesEdited = ['startDate', 'endDate'].some(
    (key) => key in values.set || values.remove.includes(key),
  );
  if (!datesEdited) return;
  const startDate = dateOf(values, item, 'startDate');
  const endDate = dateOf(values, item, 'endDate');
  // A start date edited alone is refused as the start's edit (the grid, bulk); the edit form checks
  // the two dates as one pair and names the end date, as its hand-written save did (`datesOutcome`).
  const startAlone = !('endDate' in values.set) && !call?.form;
  if (startAlone && !isStartDateEditAccepted(startDate, endDate))
    throw badRequest(at('startDate'), START_DATE_AFTER_END_MESSAGE);
  if (!isEndDateEditAccepted(endDate, startDate))
    throw badRequest(at('endDate'), END_DATE_NOT_AFTER_START_MESSAGE);
}

const bodyKey = (key: string) => `body.${key}`;

/** The action write rules, from the shared action rules (the same the hand-written family applies). */
export const actionWriteRules: WriteRules = {
  // The hand-written saves checked the dates before any action type, member or business area.
  // A bulk body's dates alone are a change's (its pair, in the change's words), not a new action's.
  refuse: (item, values, at, call) =>
    item || call?.bulk ? refuseChangedDates(item ?? {}, values, at, call) : refuseCreatedDates(values, at),
  async beforeCreate(scope, values, at = bodyKey): Promise<RuledWrite> {
    refuseCreatedDates(values, at);
    const endDate = values.set.endDate as string | undefined;
    const initialEndDate = initialEndDateAfter(undefined, endDate);
    return {
      values,
      attributes: {
        ...(await ownerNameParts(scope.organisationId, values)),
        ...(initialEndDate ? { initialEndDate } : {}),
      },
    };
  },
  async beforeUpdate(item, asked, at = bodyKey, call): Promise<RuledWrite> {
    const values = { set: asked.set, remove: asked.remove.filter((key) => !ignoredWhenEmpty.has(key)) };
    refuseChangedDates(item, values, at, call);
    const endDate = dateOf(values, item, 'endDate');
    // Only an end date set now becomes the initial one: an item kept with an end date and no initial
    // one (written before it was kept) keeps none through other edits, as the hand-written writes do.
    const initialEndDate =
      'endDate' in values.set
        ? initialEndDateAfter(item.initialEndDate as string | undefined, endDate)
        : undefined;
    return {
      values,
      attributes: {
        ...(await ownerNameParts(item.organisationId as string, { ...values, members: asked.members })),
        ...(initialEndDate ? { initialEndDate } : {}),
      },
      attributeChanges: initialEndDate
        ? [{ field: 'initialEndDate', oldValue: item.initialEndDate ?? null, newValue: initialEndDate }]
        : [],
    };
  },
  // As the hand-written bulk update did (spec §5 order rule): one date set on several actions skips
  // each action whose own other date it crosses, with the pair rule's words. Both dates given are the
  // call's own pair, refused for every action alike: `beforeUpdate` answers that 400.
  bulkSkip(item, values) {
    const given = ['startDate', 'endDate'].filter((key) => key in values.set || values.remove.includes(key));
    if (given.length !== 1) return undefined;
    const dates = datesOutcome(dateOf(values, item, 'startDate'), dateOf(values, item, 'endDate'));
    return dates.ok ? undefined : dates.message;
  },
  // The hand-written bulk update refused a faulty body (dates, then references) before the 404.
  bulkBodyFirst: true,
  // The overdue/upcoming jobs start from the registry of organisations that have actions.
  onCreate:
    ({ organisationId }) =>
    (entities) => [entities.actionOrganisation.put({ organisationId }).commit()],
};

/** How actions are kept: the layout they had before the kit (stored names, dates with a time). */
export const actionStoredLayout: StoredLayout = {
  storedNames,
  attributes: {
    // '' is what actions keep for no description; to the kit it is no value (a second clear is no change).
    description: { default: '', ...emptyStringIsNone },
    ragStatus: { default: RagStatus.UNKNOWN },
    progressStatus: { default: ProgressStatus.NOT_STARTED },
    startDate: storedDateAttribute(true),
    endDate: storedDateAttribute(true),
    initialEndDate: { type: 'string', ...storedDateAttribute(true) },
    reviewedOn: storedDateAttribute(false),
    nextReviewDue: storedDateAttribute(false),
    actionType: emptyStringIsNone,
    actionTypeName: emptyStringIsNone,
    businessAreaIds: { default: () => [] },
    audienceIds: stringList(),
    tagIds: stringList(),
    ownerFirstName: { type: 'string' },
    ownerLastName: { type: 'string' },
    openState: { type: ['open', 'closed'] as const },
    dueKey: { type: 'string' },
    assigneeKey: { type: 'string' },
    ownerKey: { type: 'string' },
    // Stored and read as actions keep it; the derived attributes set it on every write.
    refKey: { type: 'string', hidden: false, watch: undefined, set: undefined },
  },
  // The hand-written create's snapshot: ref, name, RAG, progress and the two dates.
  createdSnapshot: ['name', 'ragStatus', 'progressStatus', 'startDate', 'endDate'],
  emptied: {
    startDate: EMPTY_DATE,
    endDate: EMPTY_DATE,
    initialEndDate: EMPTY_DATE,
    description: '',
    actionType: '',
    actionTypeName: '',
    // Actions keep an empty list of business areas, never no attribute.
    businessAreaIds: [],
  },
  // The owner's name is kept in two parts; reviews keep no reviewer name on an action.
  unstored: [memberNameKey('owner'), 'reviewedByName'],
  indexes: actionIndexes,
  deriveAttributes: derivedIndexAttributes,
  activeCounterKind: ACTIVE_COUNTER,
  writeRules: actionWriteRules,
  // A copy keeps the original's initial end date (or none) and owner name parts, as the hand-written
  // duplicate did.
  duplicateCopies: ['initialEndDate', 'ownerFirstName', 'ownerLastName'],
  storedRichText: richTextToStore,
  // As the hand-written review and tag add recorded them (issue 9 item 6).
  reviewHistory: 'changed',
  tagHistory: 'itemTagIds',
  // Its getters (the dates, '' as none) read their own value only: list pages read the items raw and
  // convert each attribute once (`entity-kit/plain-reads.ts`), not through ElectroDB's getter passes.
  plainReads: true,
};

/** Stored name → the model's name. */
const modelNames: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(storedNames).map(([name, stored]) => [stored, name]),
);
const datesWithTime = ['startDate', 'endDate', 'initialEndDate', 'reviewedOn', 'nextReviewDue'];
const emptyIsNone = ['description', 'actionTypeId', 'actionTypeName'];

/** Attribute names as stored → as the action model names them (a read's projection, a key). */
export const actionAttributeNames = (names: readonly string[]) =>
  names.map((name) => modelNames[name] ?? name);

/** An action's key in the action model. */
export const actionKey = (organisationId: string, projectId: string, actionId: string) => ({
  organisationId,
  projectId,
  itemId: actionId,
});

/**
 * An action as the model reads it → as it is stored (stored names, dates with their time, `''` for no
 * description or type): the form the jobs, dashboards and reports work with.
 */
export function storedActionOf(item: Readonly<Record<string, unknown>>): ActionItem {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item))
    stored[storedNames[key as keyof typeof storedNames] ?? key] = value;
  for (const key of datesWithTime)
    if (key in stored) stored[key] = storedDate(stored[key] as string | undefined);
  for (const key of emptyIsNone) if (key in stored && stored[key] === undefined) stored[key] = '';
  return stored as unknown as ActionItem;
}

/** An action as stored → as the model writes it (its names; the model's setters keep the stored forms). */
export function modelActionOf(stored: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stored).map(([key, value]) => [modelNames[key] ?? key, value]));
}
