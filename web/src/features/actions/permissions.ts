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
  createAction: edit,
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

/** Most ids in one bulk call. */
export { ACTION_BULK_MAX } from '@tandem/shared/actions/limits';
