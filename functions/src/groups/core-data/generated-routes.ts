import {
  coreDataEndpointId,
  type CoreDataEndpointId,
  type CoreDataVerb,
} from '@tandem/shared/core-data/contract';
import { coreDataKindNames, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { toListQuery, type ListQueryInput } from '@tandem/shared/core/list-query-schema';
import type { Endpoints } from '@tandem/shared/contract/endpoints';
import type { Implementation } from '../../http/group-handler';
import type { Caller } from '../../http/caller';
import * as coreData from './service';

/** What a generated implementation reads from its (already validated) request. */
interface GenericRequest {
  params: { organisationId: string; itemId?: string };
  query: unknown;
  body: unknown;
  caller: Caller;
}

type CrudVerb = Exclude<CoreDataVerb, 'export'>;
const crudVerbs: readonly CrudVerb[] = ['list', 'get', 'create', 'update', 'delete'];

const implementationOf = (kind: CoreDataKind, verb: CrudVerb) => {
  switch (verb) {
    case 'list':
      return ({ params, query }: GenericRequest) =>
        coreData.listItems(kind, params.organisationId, toListQuery(query as ListQueryInput));
    case 'get':
      return ({ params }: GenericRequest) => coreData.getItem(kind, params.organisationId, params.itemId!);
    case 'create':
      return ({ params, caller, body }: GenericRequest) =>
        coreData.createItem(kind, params.organisationId, caller, body as Record<string, unknown>);
    case 'update':
      return ({ params, caller, body }: GenericRequest) =>
        coreData.updateItem(
          kind,
          params.organisationId,
          params.itemId!,
          caller,
          body as Record<string, unknown> & { version: number },
        );
    case 'delete':
      return ({ params, caller, query }: GenericRequest) =>
        coreData.deleteItem(
          kind,
          params.organisationId,
          params.itemId!,
          caller,
          (query as { mergeInto?: string } | undefined)?.mergeInto,
        );
  }
};

type GeneratedIds = CoreDataEndpointId<CoreDataKind, CrudVerb>;

/**
 * The CRUD implementations of every kind, built from the same kinds table as the contract, so a new
 * kind needs no handler code. (The runtime validates each response against the kind's schema.)
 */
export const generatedCoreDataRoutes = Object.fromEntries(
  coreDataKindNames.flatMap((kind) =>
    crudVerbs.map((verb) => [coreDataEndpointId(kind, verb), implementationOf(kind, verb)]),
  ),
) as unknown as { [Id in GeneratedIds]: Implementation<Endpoints[Id]> };
