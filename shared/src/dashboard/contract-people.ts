import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';
import {
  actionsByTypeSchema,
  actionsOverTimeSchema,
  dashboardImpactLevelValues,
  dashboardImpactPageSchema,
  dashboardImpactsQuery,
  dashboardStakeholderPageSchema,
  dashboardStakeholdersQuery,
  myImpactsOverviewSchema,
} from './people-schemas';
import { dashboardProgressValues, projectSliceSchema } from './schemas';

const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;
const userParams = z.strictObject({ userId: idSchema });
const organisationQuery = z.strictObject({ organisationId: idSchema });
const reportParams = z.strictObject({ organisationId: idSchema });
const statusSegment = z.string().min(1).max(40);

/**
 * My Dashboard's impacts, stakeholders and action reports (spec §7 user service and user reports),
 * served by the users group; each reads one owner index (docs/data-model.md, D5-D9).
 */
export const myDashboardPeopleEndpoints = {
  getAssignedProjectsWithImpacts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/assigned-projects-with-impacts',
    group: 'users',
    summary: 'The impacts the user owns in an organisation: level and progress counts, per project',
    permission: anyUser,
    params: userParams,
    query: organisationQuery,
    response: myImpactsOverviewSchema,
  }),
  getAssignedProjectsWithImpactsByLevel: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/assigned-projects-with-impacts-by-level/{level}',
    group: 'users',
    summary: "Projects of the user's impacts of one level band, as pie slices",
    permission: anyUser,
    params: userParams.extend({
      level: statusSegment.describe(`one of: ${dashboardImpactLevelValues.join(', ')}`),
    }),
    query: organisationQuery,
    response: z.array(projectSliceSchema),
  }),
  getAssignedProjectsWithImpactsByProgressStatus: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/assigned-projects-with-impacts-by-progress-status/{progressStatus}',
    group: 'users',
    summary: "Projects of the user's impacts of one progress status, as pie slices",
    permission: anyUser,
    params: userParams.extend({
      progressStatus: statusSegment.describe(`one of: ${dashboardProgressValues.join(', ')}`),
    }),
    query: organisationQuery,
    response: z.array(projectSliceSchema),
  }),
  getUserImpacts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/userReports/organisations/{organisationId}/get-user-impacts',
    group: 'users',
    summary: "The signed-in user's own impacts in projects they may view, optionally one level or status",
    permission: reader,
    params: reportParams,
    query: dashboardImpactsQuery,
    response: dashboardImpactPageSchema,
  }),
  getUserStakeholders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/userReports/organisations/{organisationId}/stakeholders',
    group: 'users',
    summary: 'The stakeholders whose relationship the signed-in user owns, by first then last name',
    permission: reader,
    params: reportParams,
    query: dashboardStakeholdersQuery,
    response: dashboardStakeholderPageSchema,
  }),
  getActionsOverTime: defineEndpoint({
    method: 'GET',
    path: '/api/v1/userReports/organisations/{organisationId}/actionsOverTime',
    group: 'users',
    summary: "The signed-in user's actions by due month, open and completed",
    permission: reader,
    params: reportParams,
    query: z.strictObject({}),
    response: actionsOverTimeSchema,
  }),
  getActionsByType: defineEndpoint({
    method: 'GET',
    path: '/api/v1/userReports/organisations/{organisationId}/actionsByType',
    group: 'users',
    summary: "The signed-in user's actions by action type",
    permission: reader,
    params: reportParams,
    query: z.strictObject({}),
    response: actionsByTypeSchema,
  }),
};
