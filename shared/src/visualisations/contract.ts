import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';
import {
  loadDetailSchema,
  loadMatrixSchema,
  sunburstQuery,
  sunburstSchema,
  scopeQuery,
  timelineSchema,
  visualisationQuery,
  visualisationSettingsBody,
  visualisationSettingsSchema,
  VISUALISATION_YEAR_MAX,
  VISUALISATION_YEAR_MIN,
} from './schemas';

/**
 * The organisation's visualisations and impact reports (spec §2 visualisation pages, §7 organisations
 * `{id}/sunburst`, impact reports (its `{id}/impacts` is the dashboard's) and their detail calls; issue 17). Every read answers only
 * the projects whose impacts the caller may view, and 403 while the organisation's visualisations are
 * switched off. A `projectId` narrows a read to one project (the project-level pages).
 */
const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;
const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;
const base = '/api/v1/organisations/{organisationId}';
const params = z.strictObject({ organisationId: idSchema });
const group = 'organisations' as const;
/**
 * Months and years in the path are read as text and checked by the service (400 naming them), as
 * other path segments are, so a malformed body or query is still named first.
 */
const month = z.string().max(64).describe('a yyyy-mm month');
const yearParam = z
  .string()
  .max(64)
  .describe(`a year from ${VISUALISATION_YEAR_MIN} to ${VISUALISATION_YEAR_MAX}`);
const monthParam = z.string().max(64).describe('a month number, 1 to 12');

const matrix = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${base}/${path}`,
    group,
    summary,
    permission: reader,
    params,
    query: visualisationQuery,
    response: loadMatrixSchema,
  });
/** `{a}/{b}`: one row and one month (`yyyy-mm`) of a section's heatmap. */
const rowId = <const R extends string>(rowParam: R) =>
  ({ [rowParam]: z.string().min(1).max(64) }) as { [K in R]: z.ZodString };
const cell = <const R extends string>(path: string, rowParam: R, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${base}/${path}/{${rowParam}}/{month}`,
    group,
    summary,
    permission: reader,
    params: z.strictObject({ organisationId: idSchema, ...rowId(rowParam), month }),
    query: scopeQuery,
    response: loadDetailSchema,
  });
/** `/{id}/year/{year}/month/{month}`: the impacts of one row in one month. */
const monthDetail = <const R extends string>(path: string, rowParam: R, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${base}/${path}/{${rowParam}}/year/{year}/month/{month}`,
    group,
    summary,
    permission: reader,
    params: z.strictObject({
      organisationId: idSchema,
      ...rowId(rowParam),
      year: yearParam,
      month: monthParam,
    }),
    query: scopeQuery,
    response: loadDetailSchema,
  });

export const visualisationEndpoints = {
  getImpactReportByBusinessArea: matrix(
    'impact-reports-by-business-area',
    'Heatmap by business area: each month’s load (level × people) of the impacts active in it',
  ),
  getImpactReportByLocation: matrix('impact-reports-by-location', 'Heatmap by location'),
  getImpactReportByStakeholder: matrix(
    'impact-reports-by-stakeholder',
    'Heatmap by stakeholder group (the audiences impacts are linked to)',
  ),
  getImpactReportOverTime: matrix(
    'impact-reports-over-time',
    'The load of every month (totals only) and the capacity line',
  ),
  getImpactOverTimeByLocationReport: matrix(
    'impact-over-time-by-location-report',
    'Each location’s load month by month',
  ),
  getImpactOverTimeByStakeholderReport: matrix(
    'impact-over-time-by-stakeholder-report',
    'Each stakeholder group’s load month by month',
  ),
  getImpactReportByBusinessAreaCell: cell(
    'impact-reports-by-business-area',
    'businessAreaId',
    'The impacts counted in one business area and month (a heatmap cell)',
  ),
  getImpactReportByLocationCell: cell(
    'impact-reports-by-location',
    'locationId',
    'The impacts counted in one location and month',
  ),
  getImpactReportByStakeholderCell: cell(
    'impact-reports-by-stakeholder',
    'stakeholderGroupId',
    'The impacts counted in one stakeholder group and month',
  ),
  getBusinessAreaImpacts: monthDetail(
    'business-area-impacts',
    'businessAreaId',
    'The impacts of one business area active in one month',
  ),
  getLocationImpacts: monthDetail(
    'location-impacts',
    'locationId',
    'The impacts of one location active in one month',
  ),
  getStakeholderImpacts: monthDetail(
    'stakeholder-impacts',
    'stakeholderGroupId',
    'The impacts of one stakeholder group active in one month',
  ),
  getOrganisationSunburst: defineEndpoint({
    method: 'GET',
    path: `${base}/sunburst`,
    group,
    summary: 'Organisation › programme › project › impacts by level band (or actions by RAG)',
    permission: reader,
    params,
    query: sunburstQuery,
    response: sunburstSchema,
  }),
  getOrganisationTimeline: defineEndpoint({
    method: 'GET',
    path: `${base}/timeline`,
    group,
    summary: 'Projects, their milestones (go-lives marked) and impacts on one time axis',
    permission: reader,
    params,
    query: scopeQuery,
    response: timelineSchema,
  }),
  getVisualisationSettings: defineEndpoint({
    method: 'GET',
    path: `${base}/visualisation-settings`,
    group,
    summary: 'The heatmap thresholds and the capacity line of the organisation',
    permission: reader,
    params,
    response: visualisationSettingsSchema,
  }),
  updateVisualisationSettings: defineEndpoint({
    method: 'PUT',
    path: `${base}/visualisation-settings`,
    group,
    summary: 'Set the heatmap thresholds and the capacity line (owners), with the version seen',
    permission: owner,
    params,
    body: visualisationSettingsBody,
    response: visualisationSettingsSchema,
  }),
};
