import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import type { EntityApiCreateBodyOf, EntityApiItemOf } from '../entity-kit/item-types';
import type { actions } from './action';
import { actionExportColumns, clearableActionFields } from './action-fields';

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

/** An action as its endpoints answer it: the type the kit derives from the declaration (`action.ts`). */
export type ActionResponse = EntityApiItemOf<typeof actions.declaration>;
/** A create body as `createAction` takes it (the declaration's `apiShape.input`). */
export type ActionInput = EntityApiCreateBodyOf<typeof actions.declaration>;

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

export const setDatesBody = z.strictObject({
  startDate: actionDateInput.nullable(),
  endDate: actionDateInput.nullable(),
  version: z.number().int().min(1).max(1_000_000_000),
});

const actionIds = z.array(idSchema).min(1).max(ACTION_BULK_MAX);

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
