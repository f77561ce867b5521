import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { ReadinessMeasure } from './readiness-measure';

const measures = Object.values(ReadinessMeasure) as [ReadinessMeasure, ...ReadinessMeasure[]];
export const SPIDER_AUDIENCES_MAX = 50;

/** Which audiences (all active ones when left out) and as of which day (today when left out). */
export const spiderChartBody = z.strictObject({
  audienceIds: z.array(idSchema).min(1).max(SPIDER_AUDIENCES_MAX).optional(),
  asOf: z.iso.date('must be a yyyy-mm-dd date').optional(),
});

/** One audience's readiness at the day: its latest pulse on or before it, -1 for an unknown measure. */
export const spiderAudienceSchema = z.object({
  audienceId: z.string(),
  name: z.string(),
  /** The pulse read; null when the audience had none by then (every score -1). */
  pulseDate: z.string().nullable(),
  scores: z.record(z.enum(measures), z.number().int()),
});
export const spiderChartSchema = z.object({
  measures: z.array(z.enum(measures)),
  audiences: z.array(spiderAudienceSchema),
});
export type SpiderChartData = z.infer<typeof spiderChartSchema>;

/** spec §7 Projects: `POST {id}/audience-reporting/spider-chart-data`, the spider chart of readiness. */
export const spiderChartEndpoints = {
  getAudienceSpiderChartData: defineEndpoint({
    method: 'POST',
    path: '/api/v1/organisations/{organisationId}/projects/{projectId}/audience-reporting/spider-chart-data',
    group: 'projects',
    summary: 'Each audience’s five readiness measures at its latest pulse on or before a day (spider chart)',
    permission: { kind: 'project', area: 'stakeholder', access: 'view' },
    params: z.strictObject({ organisationId: idSchema, projectId: idSchema }),
    body: spiderChartBody,
    response: spiderChartSchema,
  }),
};
