import * as z from 'zod';
import { ReadinessMeasure } from '../audiences/readiness-measure';
import { defineEndpoint } from '../contract/define-endpoint';
import { actionFiguresSchema } from '../dashboard/schemas';
import { impactFiguresSchema } from '../dashboard/people-schemas';
import { idSchema } from '../core/id-schema';

/** How many items each list of the insights answers (the overview's tiles; the drill-down lists the rest). */
export const INSIGHTS_LIST_MAX = 10;

const count = z.number().int();
const measures = Object.values(ReadinessMeasure) as [ReadinessMeasure, ...ReadinessMeasure[]];

/**
 * The project overview's figures (spec §7 projects `{id}/dashboard`, §4 dashboard counts and percent
 * complete). A section is null when the caller may not view its area (impacts, actions, stakeholders).
 */
export const projectDashboardSchema = z.object({
  projectId: z.string(),
  /** The day "overdue" and "upcoming" were worked out for (UTC, yyyy-mm-dd). */
  today: z.string(),
  impacts: impactFiguresSchema.extend({ overdue: count }).nullable(),
  actions: actionFiguresSchema.extend({ overdue: count }).nullable(),
  milestones: z.object({ total: count, upcoming: count }),
  audiences: z.object({ total: count, withPulse: count }).nullable(),
});
export type ProjectDashboard = z.infer<typeof projectDashboardSchema>;

/** An overdue action or impact as the overview lists it. */
export const overdueItemSchema = z.object({
  id: z.string(),
  refNumber: z.number().int(),
  name: z.string(),
  endDate: z.string(),
  progressStatus: z.number().int(),
});
const overdueListSchema = z.object({ total: count, items: z.array(overdueItemSchema) });

/**
 * The project overview's lists (spec §7 projects `{id}/insights`): the next milestones, each active
 * audience's readiness at its latest pulse, and the overdue actions and impacts (latest end first).
 */
export const projectInsightsSchema = z.object({
  projectId: z.string(),
  today: z.string(),
  upcomingMilestones: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      deadline: z.string(),
      milestoneType: z.number().int(),
    }),
  ),
  audienceReadiness: z
    .array(
      z.object({
        audienceId: z.string(),
        name: z.string(),
        /** The latest pulse on or before today; null when there is none (every score -1). */
        pulseDate: z.string().nullable(),
        scores: z.record(z.enum(measures), z.number().int()),
      }),
    )
    .nullable(),
  overdueActions: overdueListSchema.nullable(),
  overdueImpacts: overdueListSchema.nullable(),
});
export type ProjectInsights = z.infer<typeof projectInsightsSchema>;

const projectParams = z.strictObject({ organisationId: idSchema, projectId: idSchema });
const projectView = { kind: 'project', area: 'project', access: 'view' } as const;
const projects = '/api/v1/organisations/{organisationId}/projects/{projectId}';

/** spec §7 Projects: `GET {id}/dashboard` and `GET {id}/insights`, the project overview (projects group). */
export const projectInsightsEndpoints = {
  getProjectDashboard: defineEndpoint({
    method: 'GET',
    path: `${projects}/dashboard`,
    group: 'projects',
    summary:
      'Project overview figures: impacts by level and progress, actions by RAG and progress with percent complete, overdue, milestones, audiences',
    permission: projectView,
    params: projectParams,
    response: projectDashboardSchema,
  }),
  getProjectInsights: defineEndpoint({
    method: 'GET',
    path: `${projects}/insights`,
    group: 'projects',
    summary:
      'Project overview lists: upcoming milestones, audience readiness (latest pulse) and overdue actions and impacts',
    permission: projectView,
    params: projectParams,
    response: projectInsightsSchema,
  }),
};
