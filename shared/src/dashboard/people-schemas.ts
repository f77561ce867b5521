import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import { pagedSchema } from '../lists/paged';
import { DASHBOARD_PAGE_SIZE_MAX } from './limits';
import { progressCountsSchema } from './schemas';

/** Impact levels as My Impacts counts them (spec §3 short levels: unknown 0, low 1, medium 2, high 3). */
export const dashboardImpactLevelValues = ['0', '1', '2', '3'] as const;

export const levelCountsSchema = z.object({
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  unknown: z.number().int(),
});

/** The figures of a set of impacts: size, level bands and progress (spec §2 My Impacts toggle). */
export const impactFiguresSchema = z.object({
  total: z.number().int(),
  level: levelCountsSchema,
  progress: progressCountsSchema,
});
export type ImpactFigures = z.infer<typeof impactFiguresSchema>;

/** My Impacts: the figures of the impacts the user owns, and one row per project. */
export const myImpactsOverviewSchema = impactFiguresSchema.extend({
  projects: z.array(
    impactFiguresSchema.extend({
      projectId: z.string(),
      projectName: z.string(),
      programmeName: z.string().nullable(),
      canView: z.boolean(),
    }),
  ),
});

/** One of the user's impacts in the slide-in panel or the full page. */
export const dashboardImpactSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  refNumber: z.number().int(),
  name: z.string(),
  impactLevel: z.number().int(),
  progressStatus: z.number().int(),
  endDate: z.string().nullable(),
});
export type DashboardImpact = z.infer<typeof dashboardImpactSchema>;
export const dashboardImpactPageSchema = pagedSchema(dashboardImpactSchema);

const positiveInt = z.coerce.number().int().min(1);

/** The panel's and full page's query: one level band or one progress status, paged. */
export const dashboardImpactsQuery = z.strictObject({
  page: positiveInt.optional(),
  pageSize: positiveInt.max(DASHBOARD_PAGE_SIZE_MAX).optional(),
  level: z.enum(dashboardImpactLevelValues).optional(),
  progressStatus: z.enum(['1', '2', '3', '4', '5', '6', '7']).optional(),
  projectId: idSchema.optional(),
});
export type DashboardImpactsQuery = z.infer<typeof dashboardImpactsQuery>;

/** One project relationship of a stakeholder the user owns (spec §2 My Stakeholders). */
export const stakeholderRelationshipSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  influence: z.number().int(),
  impact: z.number().int(),
  sentiment: z.number().int(),
  commitment: z.number().int(),
  receptiveness: z.number().int(),
});

/** A stakeholder row: the person and every project in which the user owns the relationship. */
export const dashboardStakeholderSchema = z.object({
  stakeholderId: z.string(),
  name: z.string(),
  projects: z.array(stakeholderRelationshipSchema),
});
export type DashboardStakeholder = z.infer<typeof dashboardStakeholderSchema>;
export const dashboardStakeholderPageSchema = pagedSchema(dashboardStakeholderSchema);

export const dashboardStakeholdersQuery = z.strictObject({
  page: positiveInt.optional(),
  pageSize: positiveInt.max(DASHBOARD_PAGE_SIZE_MAX).optional(),
  name: z.string().trim().min(1).max(200).optional(),
});
export type DashboardStakeholdersQuery = z.infer<typeof dashboardStakeholdersQuery>;

/** My actions by due month (`yyyy-mm`), open and completed: the progress over time. */
export const actionsOverTimeSchema = z.array(
  z.object({ month: z.string(), open: z.number().int(), completed: z.number().int() }),
);

/** My actions by action type (no type: `typeId` null). */
export const actionsByTypeSchema = z.array(
  z.object({
    typeId: z.string().nullable(),
    typeName: z.string().nullable(),
    total: z.number().int(),
    completed: z.number().int(),
  }),
);
