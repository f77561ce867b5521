import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';
import {
  dashboardActionPageSchema,
  dashboardActionsQuery,
  myActionsOverviewSchema,
  organisationActionsSchema,
  projectSliceSchema,
  dashboardProgressValues,
  dashboardRagValues,
} from './schemas';

const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;

/** `{userId}` is the caller's own id or `me`: a dashboard shows only the signed-in user's items (spec §6). */
const userParams = z.strictObject({ userId: idSchema });
const organisationQuery = z.strictObject({ organisationId: idSchema });
const reportParams = z.strictObject({ organisationId: idSchema });
/** A status in the path is checked by the service (400 naming it), as other path segments are. */
const statusSegment = z.string().min(1).max(40);

/** My Dashboard's actions half (spec §7 user service and user reports), served by the users group. */
export const myDashboardEndpoints = {
  getAssignedProjectsWithActions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/assigned-projects-with-actions',
    group: 'users',
    summary: "The user's assigned actions in an organisation: RAG and progress counts, per project",
    permission: anyUser,
    params: userParams,
    query: organisationQuery,
    response: myActionsOverviewSchema,
  }),
  getAssignedProjectsWithActionsByRagStatus: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/assigned-projects-with-actions-by-rag-status/{ragStatus}',
    group: 'users',
    summary: "Projects of the user's assigned actions of one RAG status (4: completed), as pie slices",
    permission: anyUser,
    params: userParams.extend({
      ragStatus: statusSegment.describe(`one of: ${dashboardRagValues.join(', ')}`),
    }),
    query: organisationQuery,
    response: z.array(projectSliceSchema),
  }),
  getAssignedProjectsWithActionsByProgressStatus: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/assigned-projects-with-actions-by-progress-status/{progressStatus}',
    group: 'users',
    summary: "Projects of the user's assigned actions of one progress status, as pie slices",
    permission: anyUser,
    params: userParams.extend({
      progressStatus: statusSegment.describe(`one of: ${dashboardProgressValues.join(', ')}`),
    }),
    query: organisationQuery,
    response: z.array(projectSliceSchema),
  }),
  getUserActions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/userReports/organisations/{organisationId}/get-user-actions',
    group: 'users',
    summary: "The signed-in user's assigned active actions, soonest due first, paged and filtered",
    permission: reader,
    params: reportParams,
    query: dashboardActionsQuery,
    response: dashboardActionPageSchema,
  }),
  getOverdueActions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/userReports/organisations/{organisationId}/overdueActions',
    group: 'users',
    summary: "The signed-in user's open actions past their due date, latest due first, 5 per page",
    permission: reader,
    params: reportParams,
    query: dashboardActionsQuery,
    response: dashboardActionPageSchema,
  }),
  getUpcomingActions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/userReports/organisations/{organisationId}/upcomingActions',
    group: 'users',
    summary: "The signed-in user's open actions due in the next 7 days, latest due first, 5 per page",
    permission: reader,
    params: reportParams,
    query: dashboardActionsQuery,
    response: dashboardActionPageSchema,
  }),
};

/** The organisation dashboard's actions summary (spec §7 organisations `{id}/actions?programmeId`). */
export const organisationDashboardEndpoints = {
  getOrganisationActions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/actions',
    group: 'organisations',
    summary:
      'Figures of the active actions the caller may view in the organisation, optionally one programme',
    permission: reader,
    params: reportParams,
    query: z.strictObject({ programmeId: idSchema.optional() }),
    response: organisationActionsSchema,
  }),
};
