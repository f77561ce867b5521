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

/**
 * The stored form of each item `findItem` read, and of each answer made from one (`toResponse`), so
 * an answer's computed values (`apiShape.item.computed`) take the item the kit already read instead of
 * reading it again. Held beside the objects, not on them: answers stay exactly what they were.
 */
const storedItems = new WeakMap<object, StoredItem>();

export const storedItemOf = (read: object): StoredItem | undefined => storedItems.get(read);

/** `made` was made from `from` (an answer from its item): it carries the same stored item, if any. */
export function madeFrom<T extends object>(made: T, from: object): T {
  const stored = storedItems.get(from);
  if (stored) storedItems.set(made, stored);
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
    // Read as stored, then parsed as a plain read parses it: the stored form is kept (`storedItemOf`).
    store.entity.get(itemKey(scope, itemId)).go({ consistent: true, data: 'raw' }),
  ]);
  const stored = (read as { Item?: StoredItem }).Item;
  const item = stored && store.entity.parse({ Item: stored }, { ignoreOwnership: false }).data;
  if (item) storedItems.set(item, stored!);
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
    storedItems.set(item, stored);
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

/** The API shape of a stored item: every declared field present, empty ones as the kind's empty. */
export function toResponse(store: EntityStore, item: ProjectEntityItem) {
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    const value = storedValueOf(field, key, item);
    fields[key] = value.value ?? field.empty;
    if (keepsName(field)) fields[memberNameKey(key)] = value.name ?? null;
  }
  const response = {
    id: item.itemId,
    organisationId: item.organisationId,
    projectId: item.projectId,
    refNumber: item.refNumber,
    lifecycleStatus: item.lifecycleStatus,
    ...fields,
    ...(store.declaration.endpoints.reviewRange
      ? Object.fromEntries(reviewKeys.map((key) => [key, (item[key] as string | undefined) ?? null]))
      : {}),
    // Filled by `attachTags` where the answer carries tags; custom values come with the item.
    ...(store.declaration.endpoints.tags ? { tags: [] as { id: string; text: string }[] } : {}),
    ...(store.declaration.endpoints.customFields
      ? { customFields: (item.customFields ?? {}) as Record<string, string | number> }
      : {}),
    noteCount: item.noteCount ?? 0,
    createdBy: item.createdBy,
    createdAt: item.createdAt,
    modifiedBy: item.modifiedBy || null,
    updatedAt: item.updatedAt,
    version: item.version,
  };
  return madeFrom(response, item);
}
