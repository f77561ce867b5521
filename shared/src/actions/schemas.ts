import * as z from 'zod';
import { progressStatuses, type ProgressStatus } from '../core/progress-status';
import { RagStatus } from '../core/rag';
import { idSchema } from '../core/id-schema';
import { historyEntrySchema } from '../organisations/schemas';
export { summarySchema, totalCountSchema } from '../entity-kit/result-schemas';
import { actionExportColumns, clearableActionFields, updatableActionFields } from './action-fields';

export { actionExportColumns, clearableActionFields };
export type { ActionExportColumn, ClearableActionField } from './action-fields';

import {
  ACTION_BULK_MAX,
  ACTION_COMMENT_MAX,
  ACTION_DATE_MAX_LENGTH,
  ACTION_DATE_PATTERN,
  ACTION_DESCRIPTION_MAX,
  ACTION_LINKED_IDS_MAX,
  ACTION_NAME_MAX,
  ACTION_UPLOAD_MAX,
} from './limits';

export {
  ACTION_BULK_MAX,
  ACTION_COMMENT_MAX,
  ACTION_DESCRIPTION_MAX,
  ACTION_LINKED_IDS_MAX,
  ACTION_NAME_MAX,
  ACTION_UPLOAD_MAX,
};

/** A date from a picker (`yyyy-mm-dd`, optionally with a time) or the empty-date sentinel. */
export const actionDateInput = z
  .string()
  .max(ACTION_DATE_MAX_LENGTH)
  .regex(ACTION_DATE_PATTERN, 'must be a yyyy-mm-dd date');

const ragInput = z.union(
  Object.values(RagStatus).map((value) => z.literal(value)) as [
    z.ZodLiteral<RagStatus>,
    z.ZodLiteral<RagStatus>,
    ...z.ZodLiteral<RagStatus>[],
  ],
);
const progressInput = z.union(
  progressStatuses.map((value) => z.literal(value)) as [
    z.ZodLiteral<ProgressStatus>,
    z.ZodLiteral<ProgressStatus>,
    ...z.ZodLiteral<ProgressStatus>[],
  ],
);
const linkedIds = z.array(idSchema).max(ACTION_LINKED_IDS_MAX);

export const actionPersonSchema = z.object({ sub: z.string(), firstName: z.string(), lastName: z.string() });
export const tagSchema = z.object({ id: z.string(), text: z.string() });

/** An action as every actions endpoint answers it (spec §3 Action). */
export const actionSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  projectId: z.string(),
  refNumber: z.number().int(),
  name: z.string(),
  /** Rich text, already screened (spec §5). */
  description: z.string(),
  ragStatus: z.number().int(),
  /** What RAG sorting and filtering use: 4 for a completed action (spec §4). */
  ragSortValue: z.number().int(),
  progressStatus: z.number().int(),
  lifecycleStatus: z.enum(['active', 'archived', 'deleted']),
  startDate: z.string(),
  endDate: z.string(),
  initialEndDate: z.string(),
  /** The due date (spec §3): the current end date. */
  actualEndDate: z.string(),
  actionTypeId: z.string().nullable(),
  actionType: z.string().nullable(),
  ownerId: z.string().nullable(),
  owner: actionPersonSchema.nullable(),
  assignedToId: z.string().nullable(),
  assignedToName: z.string().nullable(),
  businessAreaIds: z.array(z.string()),
  audienceIds: z.array(z.string()),
  tags: z.array(tagSchema),
  noteCount: z.number().int(),
  projectName: z.string(),
  programmeName: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedBy: z.string().nullable(),
  updatedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedOn: z.string().nullable(),
  nextReviewDue: z.string().nullable(),
  version: z.number().int(),
});
export type ActionResponse = z.infer<typeof actionSchema>;

/** Keys the actions list sorts and filters by (spec §3 grid fields plus ref, review and lifecycle). */
export const actionSortKeys = [
  'refNumber',
  'name',
  'ragStatus',
  'progressStatus',
  'startDate',
  'endDate',
  'actualEndDate',
  'owner',
  'assignedTo',
  'actionType',
  'reviewedOn',
  'nextReviewDue',
  'createdAt',
  'updatedAt',
] as const;
export const actionFilterKeys = [
  ...actionSortKeys,
  'lifecycleStatus',
  'tags',
  'businessAreaIds',
  /** The owner's and the assignee's names together: My Dashboard's drill-down (spec §2 "owner or assigned-to"). */
  'ownerOrAssignedTo',
] as const;

/** The fields a new action may carry; everything but the name is optional. */
export const actionInputShape = {
  name: z.string().trim().min(1, 'is required').max(ACTION_NAME_MAX),
  description: z.string().max(ACTION_DESCRIPTION_MAX).optional(),
  ragStatus: ragInput.optional(),
  progressStatus: progressInput.optional(),
  startDate: actionDateInput.nullable().optional(),
  endDate: actionDateInput.nullable().optional(),
  actionTypeId: idSchema.nullable().optional(),
  ownerId: idSchema.nullable().optional(),
  assignedToId: idSchema.nullable().optional(),
  businessAreaIds: linkedIds.optional(),
  audienceIds: linkedIds.optional(),
  tagIds: linkedIds.optional(),
};
export const createActionBody = z.strictObject(actionInputShape);
export type ActionInput = z.infer<typeof createActionBody>;

export const addMultipleActionsBody = z.strictObject({
  actions: z.array(createActionBody).min(1).max(ACTION_UPLOAD_MAX),
});

/**
 * One uploaded row (create-from-upload). Types are loose on purpose: every row is checked by
 * `validateUploadRow` and ALL row errors come back together, so the preview can show each of them.
 */
export const uploadRowSchema = z.strictObject({
  name: z.string().max(ACTION_NAME_MAX * 2),
  description: z.string().max(ACTION_DESCRIPTION_MAX).optional(),
  ragStatus: z.number().optional(),
  progressStatus: z.number().optional(),
  startDate: z.string().max(40).nullable().optional(),
  endDate: z.string().max(40).nullable().optional(),
  actionTypeId: idSchema.nullable().optional(),
  ownerId: idSchema.nullable().optional(),
  assignedToId: idSchema.nullable().optional(),
});
export type UploadRow = z.infer<typeof uploadRowSchema>;
export const createFromUploadBody = z.strictObject({
  newActions: z.array(uploadRowSchema).max(ACTION_UPLOAD_MAX),
  actionsToReplace: z.array(uploadRowSchema.extend({ id: idSchema })).max(ACTION_UPLOAD_MAX),
});
export const uploadResultSchema = z.object({
  created: z.number().int(),
  replaced: z.number().int(),
  actionIds: z.array(z.string()),
});
/** A row error of an upload, answered in the 400's payload (`payload.rows`). */
export const uploadRowErrorSchema = z.object({
  list: z.enum(['newActions', 'actionsToReplace']),
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowErrorSchema>;

export const actionParams = z.strictObject({ organisationId: idSchema, projectId: idSchema });
export const oneActionParams = actionParams.extend({ actionId: idSchema });

/** `PUT /{actionId}/{fieldName}` body (spec §3 grid field update payload) with the version seen. */
export const fieldUpdateBody = z.strictObject({
  text: z.string().max(ACTION_NAME_MAX).nullable().optional(),
  id: idSchema.nullable().optional(),
  date: actionDateInput.nullable().optional(),
  number: z.number().int().min(-1000).max(1000).nullable().optional(),
  version: z.number().int().min(1).max(1_000_000_000),
});
/**
 * Path parameters of a field edit. The field name is checked by the service (400 `params.fieldName`)
 * rather than by an enum here, so body and query faults are still reported first for unknown names.
 */
export const fieldUpdateParams = oneActionParams.extend({
  fieldName: z
    .string()
    .max(40)
    .describe(`one of: ${updatableActionFields.join(', ')}`),
});

export const clearFieldParams = oneActionParams.extend({
  fieldPath: z
    .string()
    .max(40)
    .describe(`one of: ${clearableActionFields.join(', ')}`),
});
/**
 * `?version=N` of a field clear: read as text here and checked by the service (400 `query.version`),
 * so the generic bad-input probes, which fill required query values with an id, still reach the body.
 */
export const versionQuery = z.strictObject({
  version: z.string().max(64).describe('the version seen, an integer ≥ 1'),
});

export const setDatesBody = z.strictObject({
  startDate: actionDateInput.nullable(),
  endDate: actionDateInput.nullable(),
  version: z.number().int().min(1).max(1_000_000_000),
});

/** Rich-text description edit (`PUT /{actionId}` generic update): name and description with the version. */
/**
 * The edit form's save: any subset of the fields, all checked first and written in ONE version-checked
 * change (so a save is all or nothing). Empty owner/assignee are ignored as in the grid (spec §5); a
 * null date clears it; the date order rule applies to the dates the action would end up with.
 */
export const updateActionBody = z.strictObject({
  name: actionInputShape.name.optional(),
  description: z.string().max(ACTION_DESCRIPTION_MAX).optional(),
  ragStatus: ragInput.optional(),
  progressStatus: progressInput.optional(),
  startDate: actionDateInput.nullable().optional(),
  endDate: actionDateInput.nullable().optional(),
  actionTypeId: idSchema.nullable().optional(),
  ownerId: idSchema.nullable().optional(),
  assignedToId: idSchema.nullable().optional(),
  businessAreaIds: linkedIds.optional(),
  audienceIds: linkedIds.optional(),
  version: z.number().int().min(1).max(1_000_000_000),
});

const actionIds = z.array(idSchema).min(1).max(ACTION_BULK_MAX);
export const actionIdsBody = z.strictObject({ actionIds });
export const reviewRangeBody = z.strictObject({
  actionIds,
  comment: z.string().trim().max(ACTION_COMMENT_MAX).default(''),
});
export const bulkUpdateBody = z.strictObject({
  actionIds,
  ragStatus: ragInput.optional(),
  progressStatus: progressInput.optional(),
  ownerId: idSchema.optional(),
  assignedToId: idSchema.optional(),
  actionTypeId: idSchema.optional(),
  startDate: actionDateInput.nullable().optional(),
  endDate: actionDateInput.nullable().optional(),
});
export { rangeResultSchema as bulkResultSchema } from '../entity-kit/result-schemas';

export const commentBody = z.strictObject({
  comment: z.string().trim().min(1, 'is required').max(ACTION_COMMENT_MAX),
});
export const commentSchema = z.object({
  id: z.string(),
  actionId: z.string(),
  comment: z.string(),
  kind: z.enum(['comment', 'review']),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});

export const addTagsBody = z.strictObject({
  actionIds,
  tagIds: z.array(idSchema).min(1).max(ACTION_LINKED_IDS_MAX),
});
export const projectTagSchema = tagSchema.extend({ count: z.number().int() });

/** A project stakeholder (the kit's, spec §3) as an action owner: with its person's name and email. */
export const projectStakeholderSchema = z.object({
  id: z.string(),
  refNumber: z.number().int(),
  stakeholderType: z.number().int(),
  /** The person of the organisation's core data. */
  stakeholderId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
});
export const stakeholderOwnersBody = z.strictObject({
  actionIds,
  projectStakeholderIds: z.array(idSchema).min(1).max(ACTION_LINKED_IDS_MAX),
});
export const stakeholderParams = actionParams.extend({ projectStakeholderId: idSchema });
export const actionStakeholderParams = oneActionParams.extend({ projectStakeholderId: idSchema });
export const linkResultSchema = z.object({ linked: z.number().int() });

/** `?actionIds=a,b,c` (spec §5: comma-separated). */
export const stakeholderEmailsQuery = z.strictObject({
  actionIds: z
    .string()
    .max(ACTION_BULK_MAX * 40)
    .refine(
      (text) => text.split(',').every((id) => idSchema.safeParse(id.trim()).success),
      'must be comma-separated action ids',
    ),
});

/** A report: one group per business area / assignee / audience, each a pie of slices (spec §3). */
export const reportSchema = z.array(
  z.object({
    id: z.string(),
    label: z.string(),
    slices: z.array(z.object({ id: z.string(), label: z.string(), value: z.number().int() })),
  }),
);
export const businessAreaReportQuery = z.strictObject({
  businessAreaIds: z
    .union([idSchema, z.array(idSchema).max(ACTION_LINKED_IDS_MAX)])
    .transform((value) => [value].flat())
    .optional(),
});

export const actionHistorySchema = z.array(historyEntrySchema);
export const historyQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(500).optional() });
