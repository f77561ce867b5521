import type { Tag } from '@tandem/shared/tags/schemas';
import {
  declaredEndpointId,
  type EntityEndpoint,
  type EntityEndpoints,
  type EntityVerb,
  type ProjectEntity,
} from '@tandem/shared/entity-kit/define-project-entity';
import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { Caller } from '../http/caller';
import type { HandlerRequest, Implementation } from '../http/group-handler';
import type { ProjectEntityModel } from '../data/entities/project-entity';
import { withApiShape, type ComputedValues } from './api-answers';
import { withApiInput } from './api-input';
import * as comments from './comments';
import { updateCustomValue } from './custom-values';
import * as tags from './tags';
import * as list from './list';
import type { ListingOptions } from './list-keys';
import * as service from './service';
import { registerStore } from './registry';
import type { ShiftLinked } from './shift-dates';
import { madeFrom, type EntityStore, type ProjectScope } from './store';
import { readItemTagIds } from './item-tag-ids';

type Request = Omit<HandlerRequest<Endpoint>, 'params' | 'query' | 'body' | 'caller'> & {
  params: ProjectScope & Record<string, string>;
  query: Query;
  body: Record<string, unknown>;
  caller: Caller;
};
/** What an entity's implementations need beyond its store: the linked items its dates move. */
export interface EntityOptions {
  shiftLinked?: ShiftLinked[];
  /** The read-only values of `apiShape.item.computed`, for each item answered. */
  computed?: ComputedValues;
  /** How the list sorts, filters and orders, for an entity that predates the kit (`list-keys.ts`). */
  listing?: ListingOptions;
}

type Query = { page: number; pageSize: number; sorts?: string; filters?: string; columns?: string };

const scopeOf = ({ params }: Request): ProjectScope => ({
  organisationId: params.organisationId,
  projectId: params.projectId,
});

/** ONE generic implementation per endpoint kind, given the entity's store. */
function implementationOf(
  verb: EntityVerb,
  store: EntityStore,
  options: EntityOptions,
): (request: Request) => Promise<unknown> {
  const { idParam, name } = store.declaration;
  const id = (request: Request) => request.params[idParam]!;
  const ids = (request: Request) => request.body[`${name}Ids`] as string[];
  const pluralKey = store.declaration.plural.charAt(0).toLowerCase() + store.declaration.plural.slice(1);
  const query = (request: Request) => request.query as Query & { limit?: number; version: string };
  switch (verb) {
    case 'list':
      return (request) => list.listPage(store, scopeOf(request), query(request), options.listing);
    case 'gridData':
      return (request) => list.gridData(store, scopeOf(request), query(request));
    case 'totalCount':
      return (request) => list.totalCount(store, scopeOf(request));
    case 'summary':
      return (request) => list.summary(store, scopeOf(request));
    case 'export':
      // A declared sheet (`apiShape.export`) reads the answered items; else the kit's own columns.
      return store.declaration.apiShape?.export
        ? async (request) =>
            (await import('./declared-export')).exportDeclared(
              store,
              scopeOf(request),
              query(request),
              options,
            )
        : (request) => list.exportItems(store, scopeOf(request), query(request));
    case 'create':
      return async (request) =>
        (await service.createFrom(request.caller, store, scopeOf(request), [request.body], 'body'))[0];
    case 'addMultiple':
      return (request) =>
        service.createFrom(
          request.caller,
          store,
          scopeOf(request),
          request.body[pluralKey] as Record<string, unknown>[],
          `body.${pluralKey}`,
        );
    case 'deleteRange':
      return (request) => service.deleteRange(request.caller, store, scopeOf(request), ids(request));
    case 'duplicate':
      return (request) => service.duplicate(request.caller, store, scopeOf(request), ids(request));
    case 'bulkUpdate':
      return (request) =>
        service.bulkUpdate(request.caller, store, scopeOf(request), ids(request), request.body);
    case 'createFromUpload':
      return async (request) =>
        (await import('./upload')).createFromUpload(request.caller, store, scopeOf(request), request.body);
    case 'reviewRange':
      return async (request) =>
        (await import('./review')).reviewRange(
          request.caller,
          store,
          scopeOf(request),
          ids(request),
          String(request.body.comment),
        );
    case 'shiftDates':
      return async (request) =>
        (await import('./shift-dates')).shiftDates(
          request.caller,
          store,
          scopeOf(request),
          id(request),
          request.body as { days: number; shiftActions?: boolean },
          options.shiftLinked ?? [],
        );
    case 'get':
      return (request) => service.getItem(store, scopeOf(request), id(request));
    case 'update':
      return (request) =>
        service.updateItem(request.caller, store, scopeOf(request), id(request), request.body);
    case 'delete':
      return (request) => service.deleteItem(request.caller, store, scopeOf(request), id(request));
    case 'history':
      return (request) => service.history(store, scopeOf(request), id(request));
    case 'shortHistory':
      // Without the full history call, the short one is the only history: no `?limit=`, every entry.
      return (request) =>
        service.history(
          store,
          scopeOf(request),
          id(request),
          query(request).limit ?? (store.declaration.endpoints.history ? 5 : undefined),
        );
    case 'listComments':
      return (request) => comments.listComments(store, scopeOf(request), id(request));
    case 'addComment':
      return (request) =>
        comments.addComment(
          request.caller,
          store,
          scopeOf(request),
          id(request),
          String(request.body.comment),
        );
    case 'updateField':
      return (request) =>
        service.updateField(
          request.caller,
          store,
          scopeOf(request),
          id(request),
          request.params.fieldName!,
          request.body as Record<string, unknown> & { version: number },
        );
    case 'clearField':
      return (request) =>
        service.clearField(
          request.caller,
          store,
          scopeOf(request),
          id(request),
          request.params.fieldPath!,
          query(request).version,
        );
    case 'listTags':
      return (request) => tags.listTags(store, scopeOf(request));
    case 'addTags':
      return (request) =>
        tags.addTags(request.caller, store, scopeOf(request), ids(request), request.body.tagIds as string[]);
    case 'addTag':
      return (request) =>
        tags.addTag(request.caller, store, scopeOf(request), id(request), String(request.body.tagId));
    case 'removeTag':
      return (request) =>
        tags.removeTag(request.caller, store, scopeOf(request), id(request), request.params.tagId!);
    case 'updateCustomField':
      return (request) =>
        updateCustomValue(
          request.caller,
          store,
          scopeOf(request),
          id(request),
          request.params.fieldId!,
          request.body as { valueInt?: number | null; valueString?: string | null; version: number },
        );
  }
}

/** Verbs that answer one item or several: a tagged entity's answer carries each item's tags. */
const itemVerbs = new Set<EntityVerb>([
  'create',
  'addMultiple',
  'duplicate',
  'get',
  'update',
  'delete',
  'updateField',
  'clearField',
  'updateCustomField',
]);

function withTags(
  verb: EntityVerb,
  store: EntityStore,
  implementation: (request: Request) => Promise<unknown>,
) {
  if (!tags.isTagged(store) || !itemVerbs.has(verb)) return implementation;
  return async (request: Request) => {
    const answer = (await implementation(request)) as { id: string } | { id: string }[];
    const answers = [answer].flat();
    const tagIds = readItemTagIds(store, answers);
    const attached = (
      await tags.attachTags(store, scopeOf(request), answers, tagIds, carriedTexts(answers, tagIds))
    ).map((made, index) => madeFrom(made, answers[index]!));
    return Array.isArray(answer) ? attached : attached[0];
  };
}

/**
 * The texts of tags the answers already carry (a create that named tags answers them), when they are
 * every tag the answers have: the tags are attached again without reading the texts a second time.
 */
function carriedTexts(answers: { id: string }[], tagIds: Map<string, string[]> | undefined) {
  if (!tagIds) return undefined;
  const texts = new Map(
    answers.flatMap((answer) =>
      ((answer as { tags?: Tag[] }).tags ?? []).map((tag): [string, Tag] => [tag.id, tag]),
    ),
  );
  const all = [...tagIds.values()].flat();
  return all.length > 0 && all.every((id) => texts.has(id)) ? texts : undefined;
}

/**
 * The implementations of every endpoint an entity opted into, keyed by endpoint id, to spread into its
 * group's `createGroupHandler` table. Nothing here is written per entity.
 */
export function entityImplementations<
  D extends ProjectEntityDeclaration<Record<string, FieldDeclaration>, string, string>,
>(
  entity: ProjectEntity & { declaration: D; endpoints: EntityEndpoints<D> },
  model: ProjectEntityModel,
  options: EntityOptions = {},
) {
  const store: EntityStore = { declaration: entity.declaration, schemas: entity.schemas, entity: model };
  registerStore(store);
  return Object.fromEntries(
    entity.verbs.map((verb) => [
      declaredEndpointId(entity.declaration, verb),
      withApiShape(
        verb,
        store,
        options.computed,
        withTags(verb, store, withApiInput(verb, store, implementationOf(verb, store, options))),
      ),
    ]),
  ) as unknown as { [K in keyof EntityEndpoints<D>]: Implementation<EntityEndpoint<D> & Endpoint> };
}
