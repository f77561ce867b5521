import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { keepsName, memberNameKey, reviewKeys } from '@tandem/shared/entity-kit/schemas';
import { membershipEntity } from '../data/entities/membership';
import { projectEntity } from '../data/entities/project';
import type { MemberNames, ProjectEntityItem, ProjectEntityModel } from '../data/entities/project-entity';
import type { HistoryTarget } from '../data/history';
import { badRequest, notFound } from '../http/http-error';
import { TtlCache } from '../data/ttl-cache';

export type { ProjectEntityItem };

export interface ProjectScope {
  organisationId: string;
  projectId: string;
}

/** A declaration with its ElectroDB entity: what every generic implementation works on. */
export interface EntityStore {
  declaration: ProjectEntityDeclaration;
  schemas: ProjectEntity['schemas'];
  entity: ProjectEntityModel;
}

export const itemKey = (scope: ProjectScope, itemId: string) => ({
  organisationId: scope.organisationId,
  projectId: scope.projectId,
  itemId,
});

/** Where an item's history lives (the one history entity, keyed by entity type and id). */
export const historyTarget = (store: EntityStore, scope: ProjectScope, itemId: string): HistoryTarget => ({
  organisationId: scope.organisationId,
  projectId: scope.projectId,
  entityType: store.declaration.name,
  entityId: itemId,
});

const projectCacheKey = (scope: ProjectScope) => `${scope.organisationId}/${scope.projectId}`;

/**
 * Projects a read found live, kept per warm Lambda for `PROJECT_SEEN_MS` as actions' hand-written reads
 * kept the project's names (`requireProjectContext`): a read saves the project GetItem on every call.
 * Only a live project is kept (a failed check is not), so a project created a moment ago is never
 * refused; a deleted one may still be read for up to `PROJECT_SEEN_MS` by a Lambda that saw it live.
 */
export const PROJECT_SEEN_MS = 30_000;
const seenProjects = new TtlCache<string, true>(PROJECT_SEEN_MS);

/**
 * 404 unless the project exists (and is not deleted) in the organisation: read afresh, as every write
 * checks it (a deleted project refuses writes at once). A refusal also drops the project from the
 * reads' cache, so this Lambda's reads refuse it from then on too.
 */
export async function requireProject(scope: ProjectScope) {
  const { data } = await projectEntity.get(scope).go();
  if (!data || data.lifecycleStatus === 'deleted') {
    seenProjects.delete(projectCacheKey(scope));
    throw notFound('The project (params.projectId)');
  }
}

/** The project check of a read (get, list, history): `requireProject`, kept per warm Lambda. */
export async function requireProjectToRead(scope: ProjectScope) {
  await seenProjects.get(projectCacheKey(scope), async () => {
    await requireProject(scope);
    return true as const;
  });
}

/** Every item of the entity in the project: one Query of the project partition's entity range. */
export async function projectItems(store: EntityStore, scope: ProjectScope) {
  const { data } = await store.entity.query.byProject(scope).go({ pages: 'all' });
  return data as unknown as ProjectEntityItem[];
}

/** An item as DynamoDB keeps it: every attribute under its stored name, in its stored form. */
export type StoredItem = Record<string, unknown>;

/** An item the kit read: as the model parses it and, where `findItem` read it, as DynamoDB keeps it. */
export interface ReadItem {
  item: ProjectEntityItem;
  stored?: StoredItem;
}

/**
 * The item each answer was made from, where the kit read it for this request (`findItem`, a list page,
 * the declared export), so an answer's computed values (`apiShape.item.computed`) take the item the kit
 * already read instead of reading it again, and a write's history takes the item as stored. Kept on the
 * object under a symbol, not enumerable: JSON, `Object.keys`, spreads and test equality never see it, so
 * answers stay exactly what they were. (A WeakMap beside the objects did the same at ~5 µs a set: 1 ms
 * of a 100-item page.) A write's answer carries the item as the write left it (`writes.ts`).
 */
const readItemKey = Symbol('read item');

function carry(target: object, read: ReadItem) {
  // Configurable: an answer made again from the same item (tags attached twice) takes it again.
  Object.defineProperty(target, readItemKey, { value: read, enumerable: false, configurable: true });
}

/** The item (and its stored form, if kept) that `made` was made from, when the kit read it. */
export const readItemOf = (made: object): ReadItem | undefined =>
  (made as { [readItemKey]?: ReadItem })[readItemKey];

/** The stored form of an item `findItem` read, or of an answer made from one. */
export const storedItemOf = (read: object): StoredItem | undefined => readItemOf(read)?.stored;

/** Items a read answers from (a list page's): each answer made from one carries it (`readItemOf`). */
export function keptAsRead<T extends ProjectEntityItem>(items: T[]): T[] {
  for (const item of items) if (!readItemOf(item)) carry(item, { item });
  return items;
}

/** `made` was made from `from` (an answer from its item): it carries the same read item, if any. */
export function madeFrom<T extends object>(made: T, from: object): T {
  const read = readItemOf(from);
  if (read) carry(made, read);
  return made;
}

/**
 * One item of THIS project; none when the project itself is gone (both read side by side). A read
 * checks the project as reads do (`requireProjectToRead`); `requireItem`, before a write, afresh.
 */
export async function findItem(
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  projectCheck: (scope: ProjectScope) => Promise<void> = requireProjectToRead,
) {
  const [, { data: read }] = await Promise.all([
    projectCheck(scope),
    // Read as stored, then parsed as a plain read parses it: the stored form is kept (`readItemOf`).
    store.entity.get(itemKey(scope, itemId)).go({ consistent: true, data: 'raw' }),
  ]);
  const stored = (read as { Item?: StoredItem }).Item;
  const item = stored && store.entity.parse({ Item: stored }, { ignoreOwnership: false }).data;
  if (item) carry(item, { item: item as ProjectEntityItem, stored: stored! });
  return (item ?? undefined) as ProjectEntityItem | undefined;
}

const what = (store: EntityStore, field: string, id?: string) =>
  `The ${store.declaration.label}${id ? ` ${id}` : ''} (${field})`;

/** An item of THIS project that may be changed (not deleted), else 404 naming the parameter. */
export async function requireItem(store: EntityStore, scope: ProjectScope, itemId: string) {
  const item = await findItem(store, scope, itemId, requireProject);
  if (!item || item.lifecycleStatus === 'deleted')
    throw notFound(what(store, `params.${store.declaration.idParam}`));
  return item;
}

/** Several items by id (one BatchGet); every one must exist in this project and not be deleted. */
export async function requireItems(store: EntityStore, scope: ProjectScope, ids: string[], field: string) {
  await requireProject(scope);
  const unique = [...new Set(ids)];
  // Read as stored and parsed as `findItem` does, so a write's history tells what each item kept.
  const { data } = await store.entity
    .get(unique.map((id) => itemKey(scope, id)))
    .go({ consistent: true, data: 'raw' });
  const items = (data as unknown as { Item: StoredItem }[]).map(({ Item: stored }) => {
    const item = store.entity.parse({ Item: stored }, { ignoreOwnership: false })
      .data as unknown as ProjectEntityItem;
    carry(item, { item, stored });
    return item;
  });
  const byId = new Map(items.map((item) => [item.itemId, item]));
  const missing = unique.find((id) => !byId.get(id) || byId.get(id)!.lifecycleStatus === 'deleted');
  if (missing) throw notFound(what(store, field, missing));
  return unique.map((id) => byId.get(id)!);
}

/** A member of the organisation (owner fields) with the name's parts as kept, or 400 naming the field. */
export async function requireMembership(organisationId: string, userId: string, field: string) {
  const { data } = await membershipEntity.get({ organisationId, userId }).go();
  if (!data) throw badRequest(field, `${field}: not a member of the organisation.`);
  return { firstName: data.firstName, lastName: data.lastName };
}

/** A member's name joined as the kit keeps it beside a member field, or 400 naming the field. */
export async function requireMember(organisationId: string, userId: string, field: string) {
  return joinedName(await requireMembership(organisationId, userId, field));
}

export const joinedName = ({ firstName, lastName }: MemberNames) => `${firstName} ${lastName}`.trim();

/**
 * A field's stored value and the name kept beside it; a member list never written reads its
 * `legacyMember` (the single member it grew from) as a list of one.
 */
export function storedValueOf(field: FieldDeclaration, key: string, item: ProjectEntityItem) {
  const legacy = field.legacyMember;
  if (item[key] === undefined && legacy && typeof item[legacy] === 'string')
    return { value: [item[legacy]], name: item[memberNameKey(legacy)] as string | undefined };
  return { value: item[key], name: item[memberNameKey(key)] as string | undefined };
}

/** The kit's answer for an item (`toResponse`): the fixed keys, and every declared field's. */
export interface KitResponse {
  [key: string]: unknown;
  id: string;
  organisationId: string;
  projectId: string;
  refNumber: number;
  lifecycleStatus: ProjectEntityItem['lifecycleStatus'];
  tags?: { id: string; text: string }[];
  customFields?: Record<string, string | number>;
  noteCount: number;
  createdBy: ProjectEntityItem['createdBy'];
  createdAt: ProjectEntityItem['createdAt'];
  modifiedBy: string | null;
  updatedAt: ProjectEntityItem['updatedAt'];
  version: ProjectEntityItem['version'];
}

/** A declared field as `toResponse` answers it: its key, empty value, kept name and legacy member. */
interface AnsweredField {
  key: string;
  empty: unknown;
  nameKey?: string;
  legacy?: string;
}

/**
 * Each declaration's fields as `toResponse` reads them, worked out once: a page answers hundreds of
 * items, and walking the declaration (entries, kept names) for every one was a share of its CPU time.
 */
const answeredFields = new WeakMap<ProjectEntityDeclaration, AnsweredField[]>();
function answeredFieldsOf(declaration: ProjectEntityDeclaration): AnsweredField[] {
  let fields = answeredFields.get(declaration);
  if (!fields) {
    fields = Object.entries(declaration.fields).map(([key, field]) => ({
      key,
      empty: field.empty,
      ...(keepsName(field) ? { nameKey: memberNameKey(key) } : {}),
      ...(field.legacyMember ? { legacy: field.legacyMember } : {}),
    }));
    answeredFields.set(declaration, fields);
  }
  return fields;
}

/**
 * The API shape of a stored item: every declared field present, empty ones as the kind's empty. Built
 * key by key in the answer's order rather than spread together: a page builds hundreds, and objects
 * spread from others and grown cost V8 far more (new hidden classes per item; see `toApiItem`). A
 * field's value and kept name are read as `storedValueOf` reads them.
 */
export function toResponse(store: EntityStore, item: ProjectEntityItem): KitResponse {
  const { endpoints } = store.declaration;
  const response: Record<string, unknown> = {
    id: item.itemId,
    organisationId: item.organisationId,
    projectId: item.projectId,
    refNumber: item.refNumber,
    lifecycleStatus: item.lifecycleStatus,
  };
  for (const { key, empty, nameKey, legacy } of answeredFieldsOf(store.declaration)) {
    // A member list never written reads its `legacyMember` as a list of one (`storedValueOf`).
    const fromLegacy = legacy !== undefined && item[key] === undefined && typeof item[legacy] === 'string';
    response[key] = (fromLegacy ? [item[legacy]] : item[key]) ?? empty;
    if (nameKey !== undefined)
      response[nameKey] = (item[fromLegacy ? memberNameKey(legacy) : nameKey] as string | undefined) ?? null;
  }
  if (endpoints.reviewRange)
    for (const key of reviewKeys) response[key] = (item[key] as string | undefined) ?? null;
  // Filled by `attachTags` where the answer carries tags; custom values come with the item.
  if (endpoints.tags) response.tags = [];
  if (endpoints.customFields) response.customFields = item.customFields ?? {};
  response.noteCount = item.noteCount ?? 0;
  response.createdBy = item.createdBy;
  response.createdAt = item.createdAt;
  response.modifiedBy = item.modifiedBy || null;
  response.updatedAt = item.updatedAt;
  response.version = item.version;
  return madeFrom(response as KitResponse, item);
}
