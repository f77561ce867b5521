import * as z from 'zod';
import { EMPTY_DATE } from '../core/dates';
import { defineProjectEntity } from '../entity-kit/define-project-entity';
import {
  coreDataIdsField,
  dateField,
  memberField,
  progressField,
  ragField,
  referenceField,
  richTextField,
  textField,
} from '../entity-kit/field-kinds';
import { standardEndpoints } from '../entity-kit/standard-endpoints';
import { TagAssociationKind } from '../tags/tag-association-kind';
import { actionExportColumns as headers, actionFieldsIgnoringEmptyEdits } from './action-fields';
import { actionFieldRefusals } from './action-rules';
import { uploadRowSchema, type UploadRow } from './schemas';
import { uploadRowProblems } from './upload-rows';
import {
  ACTION_BULK_MAX,
  ACTION_COMMENT_MAX,
  ACTION_DESCRIPTION_MAX,
  ACTION_LINKED_IDS_MAX,
  ACTION_NAME_MAX,
  ACTION_UPLOAD_MAX,
} from './limits';

/** The fields the served create and update bodies take, in the served order (the same for both). */
const editedFields = [
  'name',
  'description',
  'ragStatus',
  'progressStatus',
  'startDate',
  'endDate',
  'actionType',
  'owner',
  'assignedTo',
  'businessAreaIds',
] as const;

/**
 * Actions (spec §3 Action) declared on the project-entity kit (issue 9 item 6). Its 21 standard
 * endpoints are served: `contract.ts` takes their entries from here, the actions group routes them to
 * the kit. Not in `projectEntities` (actions keep their own pages). `action-family.test.ts` holds the
 * generated entries to the served snapshot (docs/architecture.md "Actions and the kit").
 *
 * Ids and paths are the ones clients already call: the kit's names where they agree
 * (`bulk-update-actions`, `duplicate-actions` through `collectionPaths`), the action family's own ids
 * where they do not (`endpointIds`).
 */
export const actions = defineProjectEntity({
  name: 'action',
  singular: 'Action',
  plural: 'Actions',
  segment: 'actions',
  listPath: '',
  idParam: 'actionId',
  group: 'actions',
  area: 'action',
  label: 'action',
  nameField: 'name',
  tagAssociation: TagAssociationKind.ACTION,
  // Actions already keep a ref-ordered index (gsi3), though keyed per lifecycle status (data-model.md).
  refIndex: true,
  collectionPaths: {
    duplicate: 'duplicate-actions',
    bulkUpdate: 'bulk-update-actions',
    summary: 'actions-summary',
  },
  endpointIds: {
    // The action family's short history was named before the kit had a full one.
    shortHistory: 'getActionHistory',
    listTags: 'listActionTags',
    addTags: 'addActionTags',
  },
  // In the order of the served grid-edit field names (the `fieldName` choices read the same).
  fields: {
    name: textField({ label: 'Name', max: ACTION_NAME_MAX, required: true }),
    // Not filterable: the actions list keeps the keys clients already call (served-action-list-keys.json).
    description: richTextField({
      label: 'Description',
      max: ACTION_DESCRIPTION_MAX,
      gridEditable: false,
      filterable: false,
    }),
    ragStatus: ragField({ label: 'RAG' }),
    startDate: dateField({ label: 'Start date' }),
    endDate: dateField({ label: 'End date' }),
    // An empty owner or assignee edit is ignored, never a clear (spec §5): not clearable.
    assignedTo: memberField({ label: 'Assigned to', notify: 'assignedAssignee', clearable: false }),
    progressStatus: progressField({ label: 'Progress' }),
    owner: memberField({ label: 'Owner', notify: 'assignedOwner', clearable: false }),
    actionType: referenceField({ label: 'Action type', target: { coreData: 'actionType' } }),
    // Set by the forms and reports only (no grid cell).
    businessAreaIds: coreDataIdsField({
      label: 'Business areas',
      target: 'businessArea',
      max: ACTION_LINKED_IDS_MAX,
      gridEditable: false,
      clearable: false,
      // The served bodies took a repeated business area (the server keeps it once).
      repeatsTaken: true,
    }),
  },
  limits: {
    bulk: ACTION_BULK_MAX,
    upload: ACTION_UPLOAD_MAX,
    comment: ACTION_COMMENT_MAX,
    // The short history's `?limit=` as served (`schemas.ts` historyQuery).
    historyLimit: 500,
    tagsPerCall: ACTION_LINKED_IDS_MAX,
  },
  // The action API as clients already call it (docs/architecture.md "Actions and the kit").
  apiShape: {
    reviewCommentOptional: true,
    exportPaging: true,
    // The served sheet: its file name, columns and cells (the review dates, the project and programme
    // names and the initial end date are answered values, not fields; no created/updated columns).
    export: {
      fileName: 'actions-{project}.xlsx',
      columns: {
        refNumber: { header: headers.refNumber, width: 8 },
        name: { header: headers.name },
        description: { header: headers.description, as: 'plainText', width: 60 },
        ragStatus: { header: headers.ragStatus, as: 'rag' },
        progressStatus: { header: headers.progressStatus, as: 'progress' },
        startDate: { header: headers.startDate, as: 'day' },
        endDate: { header: headers.endDate, as: 'day' },
        initialEndDate: { header: headers.initialEndDate, as: 'day' },
        owner: { header: headers.owner, as: 'person' },
        assignedTo: { header: headers.assignedTo, from: 'assignedToName' },
        actionType: { header: headers.actionType },
        tags: { header: headers.tags, as: 'tags' },
        reviewedOn: { header: headers.reviewedOn, as: 'day' },
        nextReviewDue: { header: headers.nextReviewDue, as: 'day' },
        projectName: { header: headers.projectName },
        programmeName: { header: headers.programmeName },
      },
    },
    commentsByItemId: true,
    // The list and export keys as served beyond the kit's own (`action-list-keys.test.ts` holds all of
    // them): the due date and the review dates, read by the server's `actionListing`, the business
    // areas as stored, and My Dashboard's drill-down by the owner's or the assignee's name.
    listKeys: {
      sorts: ['actualEndDate', 'reviewedOn', 'nextReviewDue'],
      filters: ['businessAreaIds', 'ownerOrAssignedTo'],
    },
    item: {
      keys: { owner: 'ownerId', assignedTo: 'assignedToId', actionType: 'actionTypeId' },
      nameKeys: { owner: 'owner', actionType: 'actionType' },
      persons: ['owner'],
      emptyDate: EMPTY_DATE,
      computed: {
        /** What RAG sorting and filtering use: 4 for a completed action (spec §4). */
        ragSortValue: z.number().int(),
        initialEndDate: z.string(),
        /** The due date (spec §3): the current end date. */
        actualEndDate: z.string(),
        audienceIds: z.array(z.string()),
        projectName: z.string(),
        programmeName: z.string().nullable(),
      },
      order: [
        'id',
        'organisationId',
        'projectId',
        'refNumber',
        'name',
        'description',
        'ragStatus',
        'ragSortValue',
        'progressStatus',
        'lifecycleStatus',
        'startDate',
        'endDate',
        'initialEndDate',
        'actualEndDate',
        'actionTypeId',
        'actionType',
        'ownerId',
        'owner',
        'assignedToId',
        'assignedToName',
        'businessAreaIds',
        'audienceIds',
        'tags',
        'noteCount',
        'projectName',
        'programmeName',
        'createdBy',
        'createdAt',
        'modifiedBy',
        'updatedAt',
        'reviewedBy',
        'reviewedOn',
        'nextReviewDue',
        'version',
      ],
    },
    input: {
      create: editedFields,
      // Checked since the security review (issue 36): an unchecked list stored other projects'
      // audience ids and made-up ones, which the reports then grouped by.
      idLists: { audienceIds: { target: 'audience', max: ACTION_LINKED_IDS_MAX, checked: true } },
      // The served create tags the new action in the same transaction.
      createTagIds: true,
      update: editedFields,
      bulkUpdate: {
        ragStatus: 'set',
        progressStatus: 'set',
        owner: 'set',
        assignedTo: 'set',
        actionType: 'set',
        startDate: 'setOrClear',
        endDate: 'setOrClear',
      },
      // As the hand-written bulk update answered: an unchanged action, or every action of a body that
      // sets nothing, is skipped with "No change." (never the kit's 400).
      bulkUpdateSkips: { unchangedReason: 'No change.', noFieldSkipsAll: true },
      // The words the hand-written writes answered for an action type of no organisation's list.
      referenceRefusals: { actionType: 'no such action type.' },
      nullOnlyWhereEmpty: true,
      fieldUpdate: {
        textMax: ACTION_NAME_MAX,
        numberMin: -1000,
        numberMax: 1000,
        // As the grid edit was served (`fieldUpdateOutcome`): an empty RAG, owner or assignee is
        // ignored (spec §5), a date left out clears it, and a refusal names what it always named.
        emptyIgnored: actionFieldsIgnoringEmptyEdits,
        absentIsEmpty: true,
        refusals: actionFieldRefusals,
        refusedAtApiKey: true,
        itemFirst: true,
      },
      // As the hand-written create and bulk tag add answered (`resolveReferences` checked tags first).
      tagChecks: { unknownTag: 'no tag {id}.', tagsFirst: true },
    },
    // The upload as served: typed rows under the API keys, checked by the web preview's own rules,
    // a replacing row's empty type, owner or assignee keeping the stored one, the ids as `actionIds`.
    upload: {
      row: uploadRowSchema,
      rowProblems: (row, lookups) =>
        uploadRowProblems(row as UploadRow, {
          actionTypeIds: lookups.coreDataIds.actionType ?? new Set(),
          memberIds: lookups.memberIds,
        }),
      emptyKeeps: ['actionType', 'owner', 'assignedTo'],
      idsKey: 'actionIds',
    },
  },
  endpoints: standardEndpoints({
    // Actions have no grid-data or full-history call: the grid pages the list, the page shows the short one.
    gridData: false,
    history: false,
    summary: true,
    createFromUpload: true,
    reviewRange: true,
    tags: true,
  }),
});
