import type { Permission } from '@tandem/shared/contract/permission';

const view = { kind: 'project', area: 'action', access: 'view' } as const;
const edit = { kind: 'project', area: 'action', access: 'edit' } as const;

/**
 * The contract's declared permissions of the actions endpoints the web app calls, for `can` to hide
 * what the user may not do; written out so the browser does not load the contract's zod schemas.
 * `permissions.test.ts` holds them equal to the contract.
 */
export const actionPermissions = {
  listActions: view,
  getAction: view,
  updateAction: edit,
  updateActionField: edit,
  clearActionField: edit,
  deleteActionRange: edit,
  reviewActionRange: edit,
  listActionTags: view,
  addActionTags: edit,
  bulkUpdateActions: edit,
  duplicateActions: edit,
  getActionStakeholderEmails: view,
  exportActions: view,
  createActionsFromUpload: edit,
  listActionComments: view,
  addActionComment: edit,
  getActionHistory: view,
  getActionsSummary: view,
  getBusinessAreaActionProgressReport: view,
  getBusinessAreaActionRagReport: view,
  getAssignedToActionProgressReport: view,
  getAssignedToActionRagReport: view,
  getAudienceActionProgressReport: view,
  getAudienceActionRagReport: view,
} as const satisfies Record<string, Permission>;

/** Columns of the actions export in default order (shared `actionExportColumns`). */
export const actionExportColumns = {
  refNumber: 'Ref',
  name: 'Name',
  description: 'Description',
  ragStatus: 'RAG',
  progressStatus: 'Progress',
  startDate: 'Start date',
  endDate: 'End date',
  initialEndDate: 'Initial end date',
  owner: 'Owner',
  assignedTo: 'Assigned to',
  actionType: 'Action type',
  tags: 'Tags',
  reviewedOn: 'Reviewed on',
  nextReviewDue: 'Next review due',
  projectName: 'Project',
  programmeName: 'Programme',
} as const;

/** Fields the grid may clear with Delete/Backspace (shared `clearableActionFields`). */
export const clearableActionFields = ['description', 'startDate', 'endDate', 'actionType'] as const;
export type ClearableActionField = (typeof clearableActionFields)[number];

/** Most ids in one bulk call. */
export { ACTION_BULK_MAX } from '@tandem/shared/actions/limits';
