import type { Endpoint } from '../contract/define-endpoint';
import { endpointParseProbes } from '../contract/endpoint-parse-probes';

const id = '00000000-0000-4000-8000-000000000001';
const params = { organisationId: id, projectId: id, actionId: id, fieldName: 'name', fieldPath: 'endDate' };

/** A body each standard action endpoint takes, which the probes vary key by key. */
const validBodies: Record<string, Record<string, unknown>> = {
  createAction: { name: 'A' },
  addMultipleActions: { actions: [{ name: 'A' }] },
  updateAction: { version: 1 },
  updateActionField: { version: 1 },
  bulkUpdateActions: { actionIds: [id] },
  reviewActionRange: { actionIds: [id] },
  addActionComment: { comment: 'x' },
  addActionTags: { actionIds: [id], tagIds: [id] },
  duplicateActions: { actionIds: [id] },
  deleteActionRange: { actionIds: [id] },
  createActionsFromUpload: { newActions: [{ name: 'A' }], actionsToReplace: [] },
};
/** Lists of items in a body, probed item by item too. */
const nestedItems: Record<string, { key: string; item: Record<string, unknown> }> = {
  addMultipleActions: { key: 'actions', item: { name: 'A' } },
  createActionsFromUpload: { key: 'newActions', item: { name: 'A' } },
};

/**
 * The parse probes (`contract/endpoint-parse-probes.ts`) of the 21 standard action endpoints of a
 * contract table: what `served-action-parses.json` pins for the served entries.
 */
export function actionParseProbes(endpoints: Record<string, Endpoint>, ids: readonly string[]) {
  return Object.fromEntries(
    ids.map((endpointId) => {
      const endpoint = endpoints[endpointId]!;
      const keys =
        endpoint.params && 'shape' in endpoint.params ? Object.keys(endpoint.params.shape as object) : [];
      const valid = {
        params: Object.fromEntries(keys.map((key) => [key, params[key as keyof typeof params]])),
        query: {},
        body: validBodies[endpointId] ?? {},
      };
      return [endpointId, endpointParseProbes(endpoint, valid, nestedItems[endpointId])];
    }),
  );
}
