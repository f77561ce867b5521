import type { EntityLink, LinkSide } from '@tandem/shared/entity-kit/links';
import { bulkToIdsKey, linkIdsKey } from '@tandem/shared/entity-kit/links';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { projectLinkEntity } from '../data/entities/project-link';
import { transactInChunks, type TransactionWrites } from '../data/versioned-write';
import type { ProjectEntityModel } from '../data/entities/project-entity';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { Caller } from '../http/caller';
import type { Implementation } from '../http/group-handler';
import { badRequest, notFound } from '../http/http-error';
import { projectItems, requireProject, toResponse, type EntityStore, type ProjectScope } from './store';
import { itemName } from './references';

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
  ): Promise<TransactionWrites | null>;
}

/** A kit entity as a link side: its store answers. */
export function kitLinkTarget(entity: ProjectEntity, model: ProjectEntityModel, side: LinkSide): LinkTarget {
  const store: EntityStore = { declaration: entity.declaration, schemas: entity.schemas, entity: model };
  const summary = (item: Parameters<typeof toResponse>[1]): LinkedItem => ({
    ...toResponse(store, item),
    // A reference as name (a project stakeholder's person) answers the name kept beside it.
    name: itemName(entity.declaration, item),
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
  await transactInChunks(({ projectLink }) => [
    ...add.flatMap((toId) =>
      pairKeys(scope, from, fromId, to, toId).map((key) =>
        projectLink.put({ ...key, createdBy: caller.userId }).commit(),
      ),
    ),
    ...remove.flatMap((toId) =>
      pairKeys(scope, from, fromId, to, toId).map((key) => projectLink.delete(key).commit()),
    ),
  ]);
}

const byRef = (a: LinkedItem, b: LinkedItem) => a.refNumber - b.refNumber;

/** Ids of the `side` items linked to at least one `other` item: one Query of the other side's links. */
async function idsWithAnyLink(scope: ProjectScope, side: LinkSide, other: LinkSide) {
  const { data } = await projectLinkEntity.query
    .byFrom({ ...scope, fromType: linkType(other) })
    .go({ pages: 'all' });
  return new Set(
    data
      .filter((link) => link.fromType === linkType(other) && link.toType === linkType(side))
      .map((link) => link.toId),
  );
}

/**
 * Every link of the project grouped by to item: ONE Query of the to side's link items
 * (`begins_with(sk, LINK#<TO>#)`), then the linked from items (active ones) by one BatchGet.
 */
async function linkPairs(scope: ProjectScope, from: LinkTarget, to: LinkSide) {
  const { data } = await projectLinkEntity.query
    .byFrom({ ...scope, fromType: linkType(to) })
    .go({ pages: 'all' });
  const links = data.filter((link) => link.fromType === linkType(to) && link.toType === linkType(from.side));
  const items = await from.find(scope, [...new Set(links.map((link) => link.toId))]);
  const byTo = new Map<string, LinkedItem[]>();
  for (const link of links) {
    const item = items.get(link.toId);
    if (!item) continue;
    byTo.set(link.fromId, [...(byTo.get(link.fromId) ?? []), item]);
  }
  return [...byTo].map(([id, linked]) => ({ id, linked: linked.sort(byRef) }));
}

/** Most pairs one bulk add may write (each pair is two items; 50 pairs a transaction). */
export const BULK_LINK_MAX_PAIRS = 500;

type LinkRequest = {
  params: Record<string, string> & ProjectScope;
  body?: Record<string, unknown>;
  caller: Caller;
};

/**
 * The implementations of a link's endpoints (both sides), given a target for each side. Ids in a
 * body must be active items of the project (404 naming the body field); the item in the path too.
 */
export function linkImplementations<L extends EntityLink, S extends 'from' | 'to' | 'both' = 'both'>(
  link: L,
  from: LinkTarget,
  to: LinkTarget,
  /** Only one side's calls, for a link whose sides are served by two groups (`toGroup`). */
  only?: S,
) {
  const sides = { from: { self: from, other: to }, to: { self: to, other: from } };
  const implementations: Record<string, (request: LinkRequest) => Promise<unknown>> = {};
  for (const [id, role] of Object.entries(link.roles)) {
    if (only && only !== 'both' && (role.servedBy ?? role.side) !== only) continue;
    const { self, other } = sides[role.side];
    const scopeOf = ({ params }: LinkRequest): ProjectScope => ({
      organisationId: params.organisationId,
      projectId: params.projectId,
    });
    if (role.operation === 'bulkAdd') {
      implementations[id] = (request) => bulkAdd(link, from, to, scopeOf(request), request);
      continue;
    }
    if (role.operation === 'pairs') {
      implementations[id] = async (request) => {
        const scope = scopeOf(request);
        await requireProject(scope);
        return linkPairs(scope, from, to.side);
      };
      continue;
    }
    if (role.operation === 'unlinked') {
      implementations[id] = async (request) => {
        const scope = scopeOf(request);
        await requireProject(scope);
        const [all, linkedSome] = await Promise.all([
          from.all(scope),
          idsWithAnyLink(scope, from.side, to.side),
        ]);
        return all.filter((item) => !linkedSome.has(item.id)).sort(byRef);
      };
      continue;
    }
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
  type Served = S extends 'from' ? L['sides']['from'] : S extends 'to' ? L['sides']['to'] : L['endpoints'];
  return implementations as unknown as {
    [K in keyof Served]: Implementation<Served[K] & Endpoint>;
  };
}

/** Links every from item named to every to item named (pairs not yet there), in transactions of 50 pairs. */
async function bulkAdd(
  link: EntityLink,
  from: LinkTarget,
  to: LinkTarget,
  scope: ProjectScope,
  request: LinkRequest,
) {
  const fromKey = linkIdsKey(from.side);
  const toKey = bulkToIdsKey(link.declaration);
  const fromIds = [...new Set(request.body?.[fromKey] as string[])];
  const toIds = [...new Set(request.body?.[toKey] as string[])];
  if (fromIds.length * toIds.length > BULK_LINK_MAX_PAIRS)
    throw badRequest(
      `body.${toKey}`,
      `At most ${BULK_LINK_MAX_PAIRS} links at once: choose fewer ${to.side.label}s or ${from.side.label}s.`,
    );
  await requireProject(scope);
  const [foundFrom, foundTo] = await Promise.all([from.find(scope, fromIds), to.find(scope, toIds)]);
  const missingFrom = fromIds.find((id) => !foundFrom.has(id));
  if (missingFrom) throw notFound(`The ${from.side.label} ${missingFrom} (body.${fromKey})`);
  const missingTo = toIds.find((id) => !foundTo.has(id));
  if (missingTo) throw notFound(`The ${to.side.label} ${missingTo} (body.${toKey})`);
  const current = await Promise.all(fromIds.map((id) => linkedIds(scope, from.side, id, to.side)));
  // Pairs are consecutive and chunks even, so each pair's two directions share a transaction.
  await transactInChunks(({ projectLink }) =>
    fromIds.flatMap((fromId, index) =>
      toIds
        .filter((toId) => !current[index]!.includes(toId))
        .flatMap((toId) =>
          pairKeys(scope, from.side, fromId, to.side, toId).map((key) =>
            projectLink.put({ ...key, createdBy: request.caller.userId }).commit(),
          ),
        ),
    ),
  );
  return fromIds.map((id, index) => ({ id, linkedIds: [...new Set([...current[index]!, ...toIds])] }));
}
