import type { EntityLink, LinkSide } from '@tandem/shared/entity-kit/links';
import { bulkToIdsKey, linkIdsKey } from '@tandem/shared/entity-kit/links';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { projectLinkEntity } from '../data/entities/project-link';
import { historyItems, transactInChunks, type TransactionWrites } from '../data/versioned-write';
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
  /** The entity type its items' history is kept under; none when its items keep no history (milestones). */
  historyType?: string;
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
    historyType: entity.declaration.name,
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

/** The history field of a link change on one side: the other side's items (`actions`, `audiences`). */
export const linkHistoryField = (other: LinkSide) =>
  other.plural.charAt(0).toLowerCase() + other.plural.slice(1);

/** One pair's change as its two items see it: linked (`added`) or unlinked. */
interface PairChange {
  from: LinkTarget;
  fromItem: LinkedItem;
  to: LinkTarget;
  toItem: LinkedItem;
  added: boolean;
}

/**
 * The history items of one pair change: on each side that keeps history, the field naming the other
 * side, from nothing to the other item's name when linked and back when unlinked (spec §2: every
 * change of an item is in its history, links included). Links do not move an item's version, so the
 * entry carries the version the item has.
 */
function pairHistory(caller: Caller, scope: ProjectScope, change: PairChange) {
  const entry = (self: LinkTarget, item: LinkedItem, other: LinkTarget, otherItem: LinkedItem) =>
    self.historyType
      ? historyItems(
          { ...scope, entityType: self.historyType, entityId: item.id },
          caller,
          [
            {
              field: linkHistoryField(other.side),
              oldValue: change.added ? null : otherItem.name,
              newValue: change.added ? otherItem.name : null,
            },
          ],
          Number(item.version ?? 0),
        )
      : [];
  return [
    ...entry(change.from, change.fromItem, change.to, change.toItem),
    ...entry(change.to, change.toItem, change.from, change.fromItem),
  ];
}

/**
 * Writes link pairs with their history: every pair's two link items and history items in ONE
 * transaction (a call may link at most the declared limit; chunks hold whole pairs only).
 */
async function writePairChanges(caller: Caller, scope: ProjectScope, changes: PairChange[]) {
  const perPair = 2 + (changes[0] ? pairHistory(caller, scope, changes[0]).length : 0);
  await transactInChunks(
    ({ projectLink, historyEntry }) =>
      changes.flatMap((change) => [
        ...pairKeys(scope, change.from.side, change.fromItem.id, change.to.side, change.toItem.id).map(
          (key) =>
            change.added
              ? projectLink.put({ ...key, createdBy: caller.userId }).commit()
              : projectLink.delete(key).commit(),
        ),
        ...pairHistory(caller, scope, change).map((item) => historyEntry.put(item).commit()),
      ]),
    perPair * Math.floor(100 / perPair),
  );
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
      const item = (await self.find(scope, [itemId])).get(itemId);
      if (!item) throw notFound(`The ${self.side.label} (params.${self.side.idParam})`);
      return { scope, itemId, item };
    };
    const linked = async (scope: ProjectScope, itemId: string) =>
      [...(await other.find(scope, await linkedIds(scope, self.side, itemId, other.side))).values()].sort(
        byRef,
      );
    const requireOthers = async (scope: ProjectScope, ids: string[]) => {
      const found = await other.find(scope, ids);
      const missing = ids.find((otherId) => !found.has(otherId));
      if (missing) throw notFound(`The ${other.side.label} ${missing} (body.${linkIdsKey(other.side)})`);
      return found;
    };
    // Pairs are stored from→to and to→from alike, so either side writes them the same way.
    const write = async (
      caller: Caller,
      scope: ProjectScope,
      item: LinkedItem,
      add: string[],
      remove: string[],
      known = new Map<string, LinkedItem>(),
    ) => {
      const unknown = [...add, ...remove].filter((otherId) => !known.has(otherId));
      const others = new Map([...known, ...(unknown.length ? await other.find(scope, unknown) : [])]);
      const change = (otherId: string, added: boolean): PairChange[] => {
        const otherItem = others.get(otherId);
        // An unlinked item deleted meanwhile is unlinked all the same, named by its id.
        const far = otherItem ?? { id: otherId, refNumber: 0, name: otherId };
        return [
          role.side === 'from'
            ? { from: self, fromItem: item, to: other, toItem: far, added }
            : { from: other, fromItem: far, to: self, toItem: item, added },
        ];
      };
      await writePairChanges(caller, scope, [
        ...add.flatMap((otherId) => change(otherId, true)),
        ...remove.flatMap((otherId) => change(otherId, false)),
      ]);
    };
    implementations[id] = async (request) => {
      const { scope, itemId, item } = await requireSelf(request);
      const ids = () => [...new Set((request.body?.[linkIdsKey(other.side)] as string[]) ?? [])];
      switch (role.operation) {
        case 'list':
          return linked(scope, itemId);
        case 'unassigned': {
          const current = new Set(await linkedIds(scope, self.side, itemId, other.side));
          return (await other.all(scope)).filter((item) => !current.has(item.id)).sort(byRef);
        }
        case 'add': {
          const found = await requireOthers(scope, ids());
          const current = new Set(await linkedIds(scope, self.side, itemId, other.side));
          await write(
            request.caller,
            scope,
            item,
            ids().filter((otherId) => !current.has(otherId)),
            [],
            found,
          );
          return linked(scope, itemId);
        }
        case 'set': {
          const wanted = ids();
          const found = await requireOthers(scope, wanted);
          const current = await linkedIds(scope, self.side, itemId, other.side);
          await write(
            request.caller,
            scope,
            item,
            wanted.filter((otherId) => !current.includes(otherId)),
            current.filter((otherId) => !wanted.includes(otherId)),
            found,
          );
          return linked(scope, itemId);
        }
        case 'remove': {
          const otherId = request.params[other.side.idParam]!;
          const current = await linkedIds(scope, self.side, itemId, other.side);
          if (current.includes(otherId)) await write(request.caller, scope, item, [], [otherId]);
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
  await writePairChanges(
    request.caller,
    scope,
    fromIds.flatMap((fromId, index) =>
      toIds
        .filter((toId) => !current[index]!.includes(toId))
        .map((toId) => ({
          from,
          fromItem: foundFrom.get(fromId)!,
          to,
          toItem: foundTo.get(toId)!,
          added: true,
        })),
    ),
  );
  return fromIds.map((id, index) => ({ id, linkedIds: [...new Set([...current[index]!, ...toIds])] }));
}
