import type { EntityLink, LinkSide } from '@tandem/shared/entity-kit/links';
import { linkIdsKey } from '@tandem/shared/entity-kit/links';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../data/client';
import { projectLinkEntity } from '../data/entities/project-link';
import type { ProjectEntityModel } from '../data/entities/project-entity';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { Caller } from '../http/caller';
import type { Implementation } from '../http/group-handler';
import { notFound } from '../http/http-error';
import { projectItems, requireProject, toResponse, type EntityStore, type ProjectScope } from './store';

type Params = Record<string, unknown>;

/** A linked item as either side lists it (`linkedItemSchema`). */
export interface LinkedItem extends Record<string, unknown> {
  id: string;
  refNumber: number;
  name: string;
}

/** What the generic link code needs of each side: find its items, list them, and (optionally) move dates. */
export interface LinkTarget {
  side: LinkSide;
  /** Active items of the project by id; ids not found (or deleted) are absent. */
  find(scope: ProjectScope, ids: string[]): Promise<Map<string, LinkedItem>>;
  /** Every active item of the project. */
  all(scope: ProjectScope): Promise<LinkedItem[]>;
  /** The writes (versioned update + history) that move one item's dates by `days`; none if it has none. */
  shiftWrites?(
    caller: Caller,
    scope: ProjectScope,
    id: string,
    days: number,
  ): Promise<{ update: Params; history: Params[] } | null>;
}

/** A kit entity as a link side: its store answers. */
export function kitLinkTarget(entity: ProjectEntity, model: ProjectEntityModel, side: LinkSide): LinkTarget {
  const store: EntityStore = { declaration: entity.declaration, schemas: entity.schemas, entity: model };
  const summary = (item: Parameters<typeof toResponse>[1]): LinkedItem => ({
    ...toResponse(store, item),
    name: String(item[entity.declaration.nameField] ?? ''),
  });
  return {
    side,
    async find(scope, ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const { data } = await model
        .get(unique.map((itemId) => ({ ...scope, itemId })))
        .go({ consistent: true });
      const items = (data as unknown as Parameters<typeof toResponse>[1][]).filter(
        (item) => item.lifecycleStatus === 'active',
      );
      return new Map(items.map((item) => [item.itemId, summary(item)]));
    },
    async all(scope) {
      return (await projectItems(store, scope))
        .filter((item) => item.lifecycleStatus === 'active')
        .map(summary);
    },
  };
}

const linkType = (side: LinkSide) => side.name.toUpperCase();

/** Ids linked to one item, from its side: one Query by sk prefix `LINK#<TYPE>#<id>#<OTHER>#`. */
export async function linkedIds(scope: ProjectScope, side: LinkSide, id: string, other: LinkSide) {
  const { data } = await projectLinkEntity.query
    .byFrom({ ...scope, fromType: linkType(side), fromId: id, toType: linkType(other) })
    .go({ pages: 'all' });
  return data.map((link) => link.toId);
}

/** Both directions of one link (a pair: each side is one Query). */
const pairKeys = (scope: ProjectScope, from: LinkSide, fromId: string, to: LinkSide, toId: string) => [
  { ...scope, fromType: linkType(from), fromId, toType: linkType(to), toId },
  { ...scope, fromType: linkType(to), fromId: toId, toType: linkType(from), toId: fromId },
];

/**
 * Writes link pairs: every pair's two items in ONE transaction (a call may link at most the
 * declared limit, 50 pairs = 100 items, DynamoDB's transaction size).
 */
async function writePairs(
  caller: Caller,
  scope: ProjectScope,
  from: LinkSide,
  fromId: string,
  to: LinkSide,
  add: string[],
  remove: string[],
) {
  const items = [
    ...add.flatMap((toId) =>
      pairKeys(scope, from, fromId, to, toId).map((key) => ({
        Put: projectLinkEntity.put({ ...key, createdBy: caller.userId }).params() as never,
      })),
    ),
    ...remove.flatMap((toId) =>
      pairKeys(scope, from, fromId, to, toId).map((key) => ({
        Delete: projectLinkEntity.delete(key).params() as never,
      })),
    ),
  ];
  for (let start = 0; start < items.length; start += 100)
    await documentClient.send(new TransactWriteCommand({ TransactItems: items.slice(start, start + 100) }));
}

const byRef = (a: LinkedItem, b: LinkedItem) => a.refNumber - b.refNumber;

type LinkRequest = {
  params: Record<string, string> & ProjectScope;
  body?: Record<string, unknown>;
  caller: Caller;
};

/**
 * The implementations of a link's endpoints (both sides), given a target for each side. Ids in a
 * body must be active items of the project (404 naming the body field); the item in the path too.
 */
export function linkImplementations<L extends EntityLink>(link: L, from: LinkTarget, to: LinkTarget) {
  const sides = { from: { self: from, other: to }, to: { self: to, other: from } };
  const implementations: Record<string, (request: LinkRequest) => Promise<unknown>> = {};
  for (const [id, role] of Object.entries(link.roles)) {
    const { self, other } = sides[role.side];
    const scopeOf = ({ params }: LinkRequest): ProjectScope => ({
      organisationId: params.organisationId,
      projectId: params.projectId,
    });
    const requireSelf = async (request: LinkRequest) => {
      const scope = scopeOf(request);
      await requireProject(scope);
      const itemId = request.params[self.side.idParam]!;
      if (!(await self.find(scope, [itemId])).has(itemId))
        throw notFound(`The ${self.side.label} (params.${self.side.idParam})`);
      return { scope, itemId };
    };
    const linked = async (scope: ProjectScope, itemId: string) =>
      [...(await other.find(scope, await linkedIds(scope, self.side, itemId, other.side))).values()].sort(
        byRef,
      );
    const requireOthers = async (scope: ProjectScope, ids: string[]) => {
      const found = await other.find(scope, ids);
      const missing = ids.find((otherId) => !found.has(otherId));
      if (missing) throw notFound(`The ${other.side.label} ${missing} (body.${linkIdsKey(other.side)})`);
    };
    // Pairs are stored from→to and to→from alike, so either side writes them the same way.
    const write = (caller: Caller, scope: ProjectScope, itemId: string, add: string[], remove: string[]) =>
      writePairs(caller, scope, self.side, itemId, other.side, add, remove);
    implementations[id] = async (request) => {
      const { scope, itemId } = await requireSelf(request);
      const ids = () => [...new Set((request.body?.[linkIdsKey(other.side)] as string[]) ?? [])];
      switch (role.operation) {
        case 'list':
          return linked(scope, itemId);
        case 'unassigned': {
          const current = new Set(await linkedIds(scope, self.side, itemId, other.side));
          return (await other.all(scope)).filter((item) => !current.has(item.id)).sort(byRef);
        }
        case 'add': {
          await requireOthers(scope, ids());
          const current = new Set(await linkedIds(scope, self.side, itemId, other.side));
          await write(
            request.caller,
            scope,
            itemId,
            ids().filter((otherId) => !current.has(otherId)),
            [],
          );
          return linked(scope, itemId);
        }
        case 'set': {
          const wanted = ids();
          await requireOthers(scope, wanted);
          const current = await linkedIds(scope, self.side, itemId, other.side);
          await write(
            request.caller,
            scope,
            itemId,
            wanted.filter((otherId) => !current.includes(otherId)),
            current.filter((otherId) => !wanted.includes(otherId)),
          );
          return linked(scope, itemId);
        }
        case 'remove': {
          const otherId = request.params[other.side.idParam]!;
          const current = await linkedIds(scope, self.side, itemId, other.side);
          if (current.includes(otherId)) await write(request.caller, scope, itemId, [], [otherId]);
          return linked(scope, itemId);
        }
      }
    };
  }
  return implementations as unknown as {
    [K in keyof L['endpoints']]: Implementation<L['endpoints'][K] & Endpoint>;
  };
}
