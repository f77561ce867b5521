import type { ActionId } from '../action-fixtures';
import {
  callAction,
  freshAction,
  projectParams,
  quickWinTagId,
  seededActionId,
  seededStakeholderId,
} from '../action-fixtures';
import type { Probe, Probes } from './probe';

const params = projectParams;
const one = { ...params, actionId: seededActionId };

/** A fresh action per call, then the input built from it. */
const withFresh = (build: (action: { id: string; version: number }) => Probe & object): Probe => ({
  prepare: async () => {
    const action = await freshAction();
    return build(action) as never;
  },
});

/** Probes of the actions endpoints (one valid call each in organisation A, project Online Booking). */
export const actionProbes = {
  listActions: { params, query: { page: '1', pageSize: '10' } },
  getAction: { params: one },
  createAction: { params, body: { name: 'Probe action' } },
  updateAction: withFresh((action) => ({
    params: { ...params, actionId: action.id },
    body: { description: '<p>Probed</p>', version: action.version },
  })),
  deleteAction: withFresh((action) => ({ params: { ...params, actionId: action.id } })),
  addMultipleActions: { params, body: { actions: [{ name: 'Probe one' }, { name: 'Probe two' }] } },
  updateActionField: withFresh((action) => ({
    params: { ...params, actionId: action.id, fieldName: 'name' },
    body: { text: 'Probe renamed', version: action.version },
  })),
  setActionDates: withFresh((action) => ({
    params: { ...params, actionId: action.id },
    body: { startDate: '2026-05-01', endDate: '2026-06-01', version: action.version },
  })),
  clearActionField: withFresh((action) => ({
    params: { ...params, actionId: action.id, fieldPath: 'startDate' },
    query: { version: String(action.version) },
  })),
  getActionHistory: { params: one },
  deleteActionRange: withFresh((action) => ({ params, body: { actionIds: [action.id] } })),
  reviewActionRange: withFresh((action) => ({ params, body: { actionIds: [action.id], comment: 'Probed' } })),
  listActionComments: { params: one },
  addActionComment: withFresh((action) => ({
    params: { ...params, actionId: action.id },
    body: { comment: 'Probe comment' },
  })),
  listActionTags: { params },
  addActionTags: withFresh((action) => ({
    params,
    body: { actionIds: [action.id], tagIds: [quickWinTagId] },
  })),
  bulkUpdateActions: withFresh((action) => ({ params, body: { actionIds: [action.id], ragStatus: 1 } })),
  duplicateActions: { params, body: { actionIds: [seededActionId] } },
  createActionsFromUpload: {
    params,
    body: { newActions: [{ name: 'Uploaded probe' }], actionsToReplace: [] },
  },
  addActionStakeholderOwners: withFresh((action) => ({
    params,
    body: { actionIds: [action.id], projectStakeholderIds: [seededStakeholderId] },
  })),
  listActionsOfStakeholderOwner: { params: { ...params, projectStakeholderId: seededStakeholderId } },
  listActionsUnassignedToStakeholderOwner: {
    params: { ...params, projectStakeholderId: seededStakeholderId },
  },
  listActionStakeholderOwners: { params: one },
  listUnassignedStakeholderOwnersOfAction: { params: one },
  removeActionStakeholderOwner: {
    prepare: async () => {
      const action = await freshAction();
      await callAction('addActionStakeholderOwners', {
        body: { actionIds: [action.id], projectStakeholderIds: [seededStakeholderId] },
      });
      return { params: { ...params, actionId: action.id, projectStakeholderId: seededStakeholderId } };
    },
  },
  getActionStakeholderEmails: { params, query: { actionIds: seededActionId } },
  getActionsSummary: { params },
  getActionsTotalCount: { params },
  getBusinessAreaActionProgressReport: { params },
  getBusinessAreaActionRagReport: { params },
  getAssignedToActionProgressReport: { params },
  getAssignedToActionRagReport: { params },
  getAudienceActionProgressReport: { params },
  getAudienceActionRagReport: { params },
  exportActions: { params, query: { columns: 'refNumber,name' } },
} satisfies Probes<ActionId>;
