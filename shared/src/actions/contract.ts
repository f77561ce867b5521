// The actions endpoint group's contract entries (see shared/src/contract/define-endpoint.ts).
import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { actions } from './action';
import {
  actionParams,
  actionStakeholderParams,
  businessAreaReportQuery,
  linkResultSchema,
  oneActionParams,
  projectStakeholderSchema,
  reportSchema,
  setDatesBody,
  stakeholderEmailsQuery,
  stakeholderOwnersBody,
  stakeholderParams,
} from './schemas';

/**
 * The 21 standard action endpoints are the ones the kit declaration generates (`action.ts`; served by
 * the kit since issue 9, their served form pinned by `action-family.test.ts`). Left out: the one-tag
 * calls (`addActionTag`, `removeActionTag`) every tagged kit entity has, which actions never served.
 */
const {
  listActions,
  getAction,
  createAction,
  updateAction,
  deleteAction,
  addMultipleActions,
  updateActionField,
  clearActionField,
  getActionHistory,
  deleteActionRange,
  reviewActionRange,
  listActionComments,
  addActionComment,
  listActionTags,
  addActionTags,
  bulkUpdateActions,
  duplicateActions,
  createActionsFromUpload,
  getActionsSummary,
  getActionsTotalCount,
  exportActions,
} = actions.endpoints;

// The action-specific endpoints, written by hand: dates together, stakeholder owners, e-mails, reports.
const view = { kind: 'project', area: 'action', access: 'view' } as const;
const edit = { kind: 'project', area: 'action', access: 'edit' } as const;
// The stakeholder-owner calls link actions to project stakeholders: the right on both (issue 36).
const viewWithOwners = { ...view, alsoArea: 'stakeholder' } as const;
const editWithOwners = { ...edit, alsoArea: 'stakeholder' } as const;
const base = '/api/v1/organisations/{organisationId}/projects/{projectId}/actions';
const group = 'actions' as const;
// Actions as `getAction` answers them (the stakeholder owner lists).
const actionsResponse = z.array(getAction.response);

/** A report endpoint: GET, action view, answers groups of pie slices. */
const report = <Q extends z.ZodType>(path: string, summary: string, query?: Q) =>
  defineEndpoint({
    method: 'GET',
    path: `${base}/${path}`,
    group,
    summary,
    permission: view,
    params: actionParams,
    query: (query ?? z.strictObject({})) as Q,
    response: reportSchema,
  });

export const actionEndpoints = {
  listActions,
  getAction,
  createAction,
  updateAction,
  deleteAction,
  addMultipleActions,
  updateActionField,
  setActionDates: defineEndpoint({
    method: 'PUT',
    path: `${base}/{actionId}/setDates`,
    group,
    summary: 'Set start and end date together (end must be after start)',
    permission: edit,
    params: oneActionParams,
    body: setDatesBody,
    response: getAction.response,
  }),
  clearActionField,
  getActionHistory,
  deleteActionRange,
  reviewActionRange,
  listActionComments,
  addActionComment,
  listActionTags,
  addActionTags,
  bulkUpdateActions,
  duplicateActions,
  createActionsFromUpload,
  addActionStakeholderOwners: defineEndpoint({
    method: 'POST',
    path: `${base}/project-stakeholder-owners`,
    group,
    summary: 'Make project stakeholders owners of actions',
    permission: editWithOwners,
    params: actionParams,
    body: stakeholderOwnersBody,
    response: linkResultSchema,
  }),
  listActionsOfStakeholderOwner: defineEndpoint({
    method: 'GET',
    path: `${base}/project-stakeholder-owners/{projectStakeholderId}`,
    group,
    summary: 'Actions a project stakeholder owns',
    permission: viewWithOwners,
    params: stakeholderParams,
    response: actionsResponse,
  }),
  listActionsUnassignedToStakeholderOwner: defineEndpoint({
    method: 'GET',
    path: `${base}/project-stakeholder-owners/{projectStakeholderId}/unassigned`,
    group,
    summary: 'Active actions a project stakeholder does not own yet',
    permission: viewWithOwners,
    params: stakeholderParams,
    response: actionsResponse,
  }),
  listActionStakeholderOwners: defineEndpoint({
    method: 'GET',
    path: `${base}/{actionId}/project-stakeholder-owners`,
    group,
    summary: 'Project stakeholders who own an action',
    permission: viewWithOwners,
    params: oneActionParams,
    response: z.array(projectStakeholderSchema),
  }),
  listUnassignedStakeholderOwnersOfAction: defineEndpoint({
    method: 'GET',
    path: `${base}/{actionId}/project-stakeholder-owners/unassigned`,
    group,
    summary: 'Project stakeholders who do not own the action yet',
    permission: viewWithOwners,
    params: oneActionParams,
    response: z.array(projectStakeholderSchema),
  }),
  removeActionStakeholderOwner: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{actionId}/project-stakeholder-owners/{projectStakeholderId}`,
    group,
    summary: 'Remove a project stakeholder from an action’s owners',
    permission: editWithOwners,
    params: actionStakeholderParams,
    response: linkResultSchema,
  }),
  getActionStakeholderEmails: defineEndpoint({
    method: 'GET',
    path: `${base}/get-stakeholder-emails`,
    group,
    summary: 'E-mail addresses of the stakeholder owners of the given actions (?actionIds=a,b)',
    permission: viewWithOwners,
    params: actionParams,
    query: stakeholderEmailsQuery,
    response: z.array(z.string()),
  }),
  getActionsSummary,
  getActionsTotalCount,
  getBusinessAreaActionProgressReport: report(
    'business-area-action-progress-report',
    'Active actions per business area by progress status (?businessAreaIds= repeated)',
    businessAreaReportQuery,
  ),
  getBusinessAreaActionRagReport: report(
    'business-area-action-rag-report',
    'Active actions per business area by RAG (completed as its own slice)',
    businessAreaReportQuery,
  ),
  getAssignedToActionProgressReport: report(
    'assigned-to-action-progress-report',
    'Active actions per assignee by progress status',
  ),
  getAssignedToActionRagReport: report('assigned-to-action-rag-report', 'Active actions per assignee by RAG'),
  getAudienceActionProgressReport: report(
    'audience-action-progress-report',
    'Active actions per audience by progress status',
  ),
  getAudienceActionRagReport: report('audience-action-rag-report', 'Active actions per audience by RAG'),
  exportActions,
};
