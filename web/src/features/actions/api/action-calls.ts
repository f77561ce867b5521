import type { ApiCallOptions, ApiResult } from '@/lib/api-client';
import type { EntityCalls, EntityRef } from '@/lib/entity-kit/entity-view';
import type { ActionRef } from './keys';
import type { Action } from './list-actions';

/**
 * The actions' standard calls go through the web kit (`lib/entity-kit/entity-api.ts`): the names
 * and served ids of their kit declaration
 * (`shared/src/actions/action.ts`, held equal by `action-calls.test.ts`), under the `actions` query
 * keys of `keys.ts`, so every reload that reached an action before reaches it still.
 */
export const actionCalls: EntityCalls<Action> = {
  name: 'action',
  singular: 'Action',
  plural: 'Actions',
  endpointIds: { shortHistory: 'getActionHistory', listTags: 'listActionTags', addTags: 'addActionTags' },
  keyName: 'actions',
};

/** The kit's name for one action. */
export const entityRefOf = ({ organisationId, projectId, actionId }: ActionRef): EntityRef => ({
  organisationId,
  projectId,
  id: actionId,
});

// The served contract's bodies and answers: the kit's calls take and answer them untyped.
export type ActionFieldBody = ApiCallOptions<'updateActionField'>['body'];
export type BulkUpdateActionsBody = ApiCallOptions<'bulkUpdateActions'>['body'];
export type ActionComment = ApiResult<'listActionComments'>[number];
export type ActionHistoryEntry = ApiResult<'getActionHistory'>[number];
/** RAG counts of a project's active actions, completed counted separately, and percent complete. */
export type ActionsSummary = ApiResult<'getActionsSummary'>;
