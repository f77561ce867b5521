import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import { pagedSchema } from '../lists/paged';
import { DASHBOARD_PAGE_SIZE_MAX, dashboardProgressValues, dashboardRagValues } from './limits';

export { dashboardProgressValues, dashboardRagValues };

/** RAG counts (spec §4): red, amber, green, unknown of actions not completed; completed on its own. */
export const ragCountsSchema = z.object({
  red: z.number().int(),
  amber: z.number().int(),
  green: z.number().int(),
  unknown: z.number().int(),
  completed: z.number().int(),
});

/** The dashboards' progress statuses (spec §3: not started, in progress, completed) and the rest. */
export const progressCountsSchema = z.object({
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  other: z.number().int(),
});

/** The figures of a set of actions: its size, RAG and progress counts, and percent complete. */
export const actionFiguresSchema = z.object({
  total: z.number().int(),
  percentComplete: z.number().int(),
  rag: ragCountsSchema,
  progress: progressCountsSchema,
});
export type ActionFigures = z.infer<typeof actionFiguresSchema>;

/** The figures of one project's actions; `projectId` is the no-access id for projects the user may not view. */
export const projectActionFiguresSchema = actionFiguresSchema.extend({
  projectId: z.string(),
  projectName: z.string(),
  programmeName: z.string().nullable(),
  canView: z.boolean(),
});

/** My Actions (spec §2): the signed-in user's assigned actions across projects, with the project breakdown. */
export const myActionsOverviewSchema = actionFiguresSchema.extend({
  overdue: z.number().int(),
  upcoming: z.number().int(),
  projects: z.array(projectActionFiguresSchema),
});

/** A pie slice (spec §3): a project and the number of the user's actions in it. */
export const projectSliceSchema = z.object({ id: z.string(), label: z.string(), value: z.number().int() });

/** One of the user's actions in a dashboard list. */
export const dashboardActionSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  programmeName: z.string().nullable(),
  refNumber: z.number().int(),
  name: z.string(),
  ragStatus: z.number().int(),
  progressStatus: z.number().int(),
  actualEndDate: z.string(),
  actionType: z.string().nullable(),
  ownerName: z.string().nullable(),
  assignedToName: z.string().nullable(),
  /** The version a grid edit sends back (My Dashboard's actions are editable, spec §6). */
  version: z.number().int(),
});
export type DashboardAction = z.infer<typeof dashboardActionSchema>;

export const dashboardActionPageSchema = pagedSchema(dashboardActionSchema);

const positiveInt = z.coerce.number().int().min(1);
const shortText = z.string().trim().min(1).max(200);

/** Filters of the dashboard action lists (spec §2: name, refNumber, project, action type, RAG). */
export const dashboardActionsQuery = z.strictObject({
  page: positiveInt.optional(),
  pageSize: positiveInt.max(DASHBOARD_PAGE_SIZE_MAX).optional(),
  name: shortText.optional(),
  refNumber: positiveInt.optional(),
  projectId: idSchema.optional(),
  actionTypeId: idSchema.optional(),
  ragStatus: z.enum(dashboardRagValues).optional(),
  progressStatus: z.enum(dashboardProgressValues).optional(),
});
export type DashboardActionsQuery = z.infer<typeof dashboardActionsQuery>;

/** The organisation dashboard's actions summary: the figures and one row per project. */
export const organisationActionsSchema = actionFiguresSchema.extend({
  programmeId: z.string().nullable(),
  projects: z.array(projectActionFiguresSchema),
});
