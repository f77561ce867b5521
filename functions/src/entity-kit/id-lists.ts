import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { idListKeys, type EntityIdList } from '@tandem/shared/entity-kit/id-lists';
import { CORE_DATA_IDS_MAX } from '@tandem/shared/entity-kit/field-kinds';
import type { ProjectEntityModel } from '../data/entities/project-entity';
import type { Caller } from '../http/caller';
import { badRequest } from '../http/http-error';
import type { Implementation } from '../http/group-handler';
import { coreDataItemsOf, requireCoreDataIds } from './core-data-ids';
import {
  requireItem,
  requireItems,
  requireProject,
  type EntityStore,
  type ProjectEntityItem,
  type ProjectScope,
} from './store';
import { commitItemChange } from './writes';

type IdListRequest = {
  params: Record<string, string> & ProjectScope;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  caller: Caller;
};

/**
 * The implementations of a `coreDataIds` field's calls (`defineIdList`). Every write is the item's
 * ONE versioned update at the version just read (a concurrent change answers the kit's 409), so the
 * field's history and version stay those of the item.
 */
export function idListImplementations<L extends EntityIdList>(
  list: L,
  entity: ProjectEntity,
  model: ProjectEntityModel,
) {
  const store: EntityStore = { declaration: entity.declaration, schemas: entity.schemas, entity: model };
  const { field: key, bulkKey } = list.declaration;
  const field = entity.declaration.fields[key]!;
  const kind = (field.target as { coreData: CoreDataKind }).coreData;
  const keys = idListKeys(list.declaration);
  const tooMany = `at most ${CORE_DATA_IDS_MAX} ${field.label.toLowerCase()} on one ${entity.declaration.label}`;
  const idsOf = (item: ProjectEntityItem) => (item[key] as string[] | undefined) ?? [];
  const named = async (organisationId: string, ids: string[]) => {
    const all = await coreDataItemsOf(organisationId, kind);
    return all.filter((choice) => ids.includes(choice.id));
  };
  const write = async (caller: Caller, scope: ProjectScope, item: ProjectEntityItem, ids: string[]) => {
    const next = await commitItemChange({
      caller,
      store,
      scope,
      item,
      seenVersion: item.version,
      values: ids.length ? { set: { [key]: ids }, remove: [] } : { set: {}, remove: [key] },
    });
    return idsOf(next);
  };
  const scopeOf = ({ params }: IdListRequest): ProjectScope => ({
    organisationId: params.organisationId,
    projectId: params.projectId,
  });
  const implementations: Record<string, (request: IdListRequest) => Promise<unknown>> = {};
  for (const [id, operation] of Object.entries(list.roles)) {
    implementations[id] = async (request) => {
      const scope = scopeOf(request);
      const itemId = () => request.params[entity.declaration.idParam]!;
      switch (operation) {
        case 'list':
          return named(scope.organisationId, idsOf(await requireItem(store, scope, itemId())));
        case 'set': {
          const wanted = request.body![keys.ids] as string[];
          const item = await requireItem(store, scope, itemId());
          await requireCoreDataIds(scope.organisationId, kind, wanted, `body.${keys.ids}`);
          return named(scope.organisationId, await write(request.caller, scope, item, wanted));
        }
        case 'add': {
          const added = request.body![keys.id] as string;
          const item = await requireItem(store, scope, itemId());
          await requireCoreDataIds(scope.organisationId, kind, [added], `body.${keys.id}`);
          const current = idsOf(item);
          const ids = current.includes(added) ? current : [...current, added];
          if (ids.length > CORE_DATA_IDS_MAX) throw badRequest(`body.${keys.id}`, tooMany);
          return named(
            scope.organisationId,
            ids === current ? current : await write(request.caller, scope, item, ids),
          );
        }
        case 'remove': {
          const removed = request.params[keys.id]!;
          const item = await requireItem(store, scope, itemId());
          const current = idsOf(item);
          return named(
            scope.organisationId,
            current.includes(removed)
              ? await write(
                  request.caller,
                  scope,
                  item,
                  current.filter((one) => one !== removed),
                )
              : current,
          );
        }
        case 'addBulk': {
          const added = [...new Set(request.body![bulkKey] as string[])];
          await requireCoreDataIds(scope.organisationId, kind, added, `body.${bulkKey}`);
          const items = await requireItems(
            store,
            scope,
            request.body![keys.itemIds] as string[],
            `body.${keys.itemIds}`,
          );
          const result = { updated: [] as string[], skipped: [] as { id: string; reason: string }[] };
          for (const item of items) {
            const current = idsOf(item);
            const missing = added.filter((one) => !current.includes(one));
            if (missing.length === 0) result.skipped.push({ id: item.itemId, reason: 'already-there' });
            else if (current.length + missing.length > CORE_DATA_IDS_MAX)
              result.skipped.push({ id: item.itemId, reason: 'too-many' });
            else {
              await write(request.caller, scope, item, [...current, ...missing]);
              result.updated.push(item.itemId);
            }
          }
          return result;
        }
        case 'unselected': {
          const queried = request.query?.[entity.declaration.idParam];
          if (!queried) throw badRequest(`query.${entity.declaration.idParam}`, 'is required');
          await requireProject(scope);
          const item = await requireItem(store, scope, queried);
          const current = idsOf(item);
          return (await coreDataItemsOf(scope.organisationId, kind)).filter(
            (one) => !current.includes(one.id),
          );
        }
      }
    };
  }
  return implementations as unknown as {
    [K in keyof L['endpoints']]: Implementation<L['endpoints'][K] & Endpoint>;
  };
}
