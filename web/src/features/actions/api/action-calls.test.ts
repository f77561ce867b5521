import { actions } from '@tandem/shared/actions/action';
import { endpoints } from '@tandem/shared/contract/endpoints';
import { declaredEndpointId, type EntityVerb } from '@tandem/shared/entity-kit/define-project-entity';
import { entityViewData } from '@tandem/shared/entity-kit/entity-view-data';
import { describe, expect, it } from 'vitest';
import { entityKeys, entityTagsInUseQueryOptions } from '@/lib/entity-kit/entity-api';
import { entityEndpointIds } from '@/lib/entity-kit/entity-view';
import { actionCalls, entityRefOf } from './action-calls';
import { actionKeys } from './keys';

/** Every verb the actions feature calls through the kit. */
const calledVerbs = [
  'get',
  'create',
  'update',
  'updateField',
  'clearField',
  'shortHistory',
  'listComments',
  'addComment',
  'export',
  'summary',
  'deleteRange',
  'duplicate',
  'bulkUpdate',
  'reviewRange',
  'listTags',
  'addTags',
] as const satisfies readonly EntityVerb[];

describe('the actions’ calls through the web kit', () => {
  it('have the names and renamed ids of the actions’ kit declaration', () => {
    const data = entityViewData(actions);
    expect(actionCalls).toMatchObject({ name: data.name, singular: data.singular, plural: data.plural });
    expect(actionCalls.endpointIds).toEqual(data.endpointIds);
  });

  it('call each verb under the id the declaration serves it, an endpoint of the contract', () => {
    const ids = entityEndpointIds(actionCalls);
    for (const verb of calledVerbs) {
      expect(ids[verb]).toBe(declaredEndpointId(actions.declaration, verb));
      expect(endpoints).toHaveProperty(ids[verb]);
    }
  });

  it('keep the actions’ query keys, so every reload of them reaches what the kit loads', () => {
    const ref = { organisationId: 'o', projectId: 'p', actionId: 'a' };
    expect(entityKeys.all(actionCalls, ref)).toEqual(actionKeys.all('o', 'p'));
    expect(entityKeys.one(actionCalls, entityRefOf(ref))).toEqual(actionKeys.one('o', 'p', 'a'));
    expect(entityTagsInUseQueryOptions(actionCalls, ref).queryKey).toEqual(actionKeys.tags('o', 'p'));
  });
});
