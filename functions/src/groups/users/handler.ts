import { myDashboardEndpoints } from '@tandem/shared/dashboard/contract';
import { myDashboardPeopleEndpoints } from '@tandem/shared/dashboard/contract-people';
import * as actionReports from '../../dashboard/my-action-reports';
import * as impacts from '../../dashboard/my-impacts';
import { listMyStakeholders } from '../../dashboard/my-stakeholders';
import { userEndpoints } from '@tandem/shared/users/contract';
import { bootEndpoints } from '@tandem/shared/users/contract-boot';
import { notificationEndpoints } from '@tandem/shared/notifications/contract';
import * as notifications from '../../notifications/api';
import * as dashboard from '../../dashboard/my-actions';
import type { Caller } from '../../http/caller';
import { createGroupHandler } from '../../http/group-handler';
import * as profile from './profile-service';
import { getBoot } from './boot';
import * as users from './service';
import * as specPaths from './spec-path-service';
import { activeOrganisationUsers } from '../../data/members';
import { userSpecPathEndpoints } from '@tandem/shared/users/contract-spec-paths';

type SliceRequest = { caller: Caller; params: { userId: string }; query: { organisationId: string } };

/**
 * A My Dashboard slice: the user's own projects narrowed by one path parameter (a RAG, a progress, an
 * impact level), which `narrow` checks (a 400 naming it) and turns into the row test.
 */
const slice =
  <Row, Result, Params extends { userId: string }>(
    slicesOf: (
      caller: Caller,
      userId: string,
      organisationId: string,
      matches: (row: Row) => boolean,
    ) => Result,
    narrow: (params: Params) => (row: Row) => boolean,
  ) =>
  ({ caller, params, query }: SliceRequest & { params: Params }) =>
    slicesOf(caller, params.userId, query.organisationId, narrow(params));

/** One of My Actions' lists (all, overdue, upcoming), with the page's sorts and filters. */
const myActions =
  (kind: Parameters<typeof dashboard.listMyActions>[2]) =>
  ({
    caller,
    params,
    query,
  }: {
    caller: Caller;
    params: { organisationId: string };
    query: Parameters<typeof dashboard.listMyActions>[3];
  }) =>
    dashboard.listMyActions(caller, params.organisationId, kind, query);

export const handler = createGroupHandler(
  'users',
  {
    ...userEndpoints,
    ...bootEndpoints,
    ...myDashboardEndpoints,
    ...myDashboardPeopleEndpoints,
    ...notificationEndpoints,
    ...userSpecPathEndpoints,
  },
  {
    listAllActiveUsers: ({ query }) => activeOrganisationUsers(query.organisationId),
    getUserTeamProjects: ({ caller, params, query }) =>
      specPaths.getTeamProjects(caller, params.userId, query.organisationId),
    getUserOrganisationPermissions: ({ caller, params, query }) =>
      specPaths.getOrganisationPermissions(caller, params.userId, query.organisationId),
    getAssignedProjectsWithStakeholders: ({ caller, params, query }) =>
      specPaths.assignedProjectsWithStakeholders(caller, params.userId, query.organisationId),
    getBoot: ({ caller, query }) => getBoot(caller, query.organisationId),
    getMe: ({ caller }) => users.getMe(caller),
    getMyOrganisations: ({ caller }) => users.getMyOrganisations(caller),
    getMyProjects: ({ caller, query }) => users.getMyProjects(caller, query.organisationId),
    getRecentProjects: ({ caller, query }) => users.getRecentProjects(caller, query.organisationId),
    addRecentProject: ({ caller, body }) =>
      users.addRecentProject(caller, body.organisationId, body.projectId),
    searchUserByEmail: ({ body }) => profile.searchUserByEmail(body.organisationId, body.email),
    getMyProfile: ({ caller }) => profile.getMyProfile(caller),
    updateMyProfile: ({ caller, body }) => profile.updateMyProfile(caller, body),
    changePassword: ({ caller, body }) =>
      profile.changePassword(caller, body.currentPassword, body.newPassword),
    validateCurrentPassword: ({ caller, body }) =>
      profile.validateCurrentPassword(caller, body.currentPassword),
    uploadProfileImage: ({ caller, body }) => profile.uploadProfileImage(caller, body),
    deleteProfileImage: ({ caller }) => profile.deleteProfileImage(caller),
    getProfileImage: ({ caller, params }) => profile.getProfileImage(caller, params.userId),
    // My Dashboard, actions half (functions/src/dashboard/).
    getAssignedProjectsWithActions: ({ caller, params, query }) =>
      dashboard.getAssignedProjectsWithActions(caller, params.userId, query.organisationId),
    getAssignedProjectsWithActionsByRagStatus: slice(
      dashboard.projectSlicesOf,
      (params: { userId: string; ragStatus: string }) => dashboard.byRagStatus(params.ragStatus),
    ),
    getAssignedProjectsWithActionsByProgressStatus: slice(
      dashboard.projectSlicesOf,
      (params: { userId: string; progressStatus: string }) =>
        dashboard.byProgressStatus(params.progressStatus),
    ),
    getUserActions: myActions('all'),
    getOverdueActions: myActions('overdue'),
    getUpcomingActions: myActions('upcoming'),
    // My Dashboard: impacts, stakeholders and action reports (issue 16).
    getAssignedProjectsWithImpacts: ({ caller, params, query }) =>
      impacts.getAssignedProjectsWithImpacts(caller, params.userId, query.organisationId),
    getAssignedProjectsWithImpactsByLevel: slice(
      impacts.impactProjectSlices,
      (params: { userId: string; level: string }) => impacts.impactsByLevel(params.level),
    ),
    getAssignedProjectsWithImpactsByProgressStatus: slice(
      impacts.impactProjectSlices,
      (params: { userId: string; progressStatus: string }) =>
        impacts.impactsByProgress(params.progressStatus),
    ),
    getUserImpacts: ({ caller, params, query }) =>
      impacts.listMyImpacts(caller, params.organisationId, query),
    getUserStakeholders: ({ caller, params, query }) =>
      listMyStakeholders(caller, params.organisationId, query),
    getActionsOverTime: ({ caller, params }) => actionReports.actionsOverTime(caller, params.organisationId),
    getActionsByType: ({ caller, params }) => actionReports.actionsByType(caller, params.organisationId),
    // The caller's own notifications (issue 16; functions/src/notifications/).
    listMyNotifications: ({ caller, query }) => notifications.listMyNotifications(caller, query),
    getMyUnreadNotificationCount: ({ caller, query }) =>
      notifications.getMyUnreadCount(caller, query.organisationId),
    markNotificationRead: ({ caller, params, body }) =>
      notifications.markMyNotificationRead(caller, body.organisationId, params.notificationId),
    markAllNotificationsRead: ({ caller, body }) =>
      notifications.markAllMyNotificationsRead(caller, body.organisationId),
    getMyNotificationSettings: ({ caller }) => notifications.getMyNotificationSettings(caller),
    updateMyNotificationSettings: ({ caller, body }) =>
      notifications.updateMyNotificationSettings(caller, body.digestFrequency),
  },
);
