import { screenRichText } from '@tandem/shared/core/rich-text';
import { MEMBER_NAMES_SEPARATOR } from '@tandem/shared/entity-kit/member-names';
import { keepsName, memberNameKey } from '@tandem/shared/entity-kit/schemas';
import type { FieldChange } from '../data/versioned-write';
import { storedLayoutOf, type MemberNames, type WriteValues } from '../data/entities/project-entity';
import { badRequest } from '../http/http-error';
import { referenceName } from './references';
import { requireCoreDataIds } from './core-data-ids';
import { storeNamed } from './registry';
import {
  itemKey,
  joinedName,
  requireMember,
  requireMembership,
  type EntityStore,
  type ProjectEntityItem,
  type ProjectScope,
} from './store';

/** Stored attributes to set, and attributes to remove (an emptied field keeps no attribute). */
export type StoredValues = WriteValues;

/** How `storedValues` orders its checks, when a body's own API did it its way. */
export interface ValueChecks {
  /**
   * The fields in the order their reads check them (the body's order, `apiShape.input.create` or
   * `update`); the others after, as declared. The first faulty one is the 400.
   */
  order?: readonly string[];
  /** Refusals that read nothing (the write rules' `refuse`), run before any member or reference is read. */
  beforeReads?: (values: WriteValues) => void;
}

/**
 * Names a call has already read (an upload's look-ups, one Query each): a member or core data item
 * found here is not read again, one GetItem per cell of a 500-row sheet. An id not found is read as
 * ever (and refused if it names nothing).
 */
export interface KnownNames {
  /** Members' names by user id, as `requireMembership` answers them (first and last apart). */
  readonly members?: ReadonlyMap<string, MemberNames>;
  /** Core data items' names by kind, then id. */
  readonly coreData?: Readonly<Record<string, ReadonlyMap<string, string>>>;
}

/**
 * Validated input (zod has checked kinds and bounds) as stored attributes: text trimmed, rich text
 * screened (spec §5), members checked to belong to the organisation and references to exist (in the
 * organisation, or active in the project), their names kept beside; parents checked to be an item of
 * the parent entity in this project that is not deleted. The values that need no read come first,
 * then `checks.beforeReads`, then the checks that read, in `checks.order`.
 * `undefined` leaves a field alone; null or '' empties it.
 */
export async function storedValues(
  store: EntityStore,
  scope: ProjectScope,
  input: Record<string, unknown>,
  /** Names a faulty field in a 400: `body` → `body.owner`, or a function for other payloads. */
  prefix: string | ((key: string) => string),
  checks: ValueChecks = {},
  known: KnownNames = {},
): Promise<StoredValues> {
  const at = typeof prefix === 'string' ? (key: string) => `${prefix}.${key}` : prefix;
  const values: StoredValues = { set: {}, remove: [] };
  // The checks that read, by field; run once the values that need none are known.
  const reads: [key: string, read: () => Promise<void>][] = [];
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    const value = input[key];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === '' || (Array.isArray(text) && text.length === 0)) {
      values.remove.push(key, ...(keepsName(field) ? [memberNameKey(key)] : []));
      continue;
    }
    switch (field.kind) {
      case 'richText':
        // The layout's own cleaning where an entity keeps one (actions: js-xss keeps the safe text).
        values.set[key] = (storedLayoutOf(store.entity).storedRichText ?? screenRichText)(String(value));
        break;
      case 'member':
        reads.push([
          key,
          async () => {
            values.set[key] = text;
            const member =
              known.members?.get(String(text)) ??
              (await requireMembership(scope.organisationId, String(text), at(key)));
            values.set[memberNameKey(key)] = joinedName(member);
            // Handed to the write rules, which would otherwise read it again (actions' name parts).
            values.members = { ...values.members, [key]: member };
          },
        ]);
        break;
      case 'parent':
        reads.push([
          key,
          async () => {
            await requireParent(field.parent!, scope, String(text), at(key));
            values.set[key] = text;
          },
        ]);
        break;
      case 'reference':
        reads.push([
          key,
          async () => {
            values.set[key] = text;
            values.set[memberNameKey(key)] =
              ('coreData' in field.target!
                ? known.coreData?.[field.target.coreData]?.get(String(text))
                : undefined) ??
              (await referenceName(
                scope,
                field.target!,
                String(text),
                at(key),
                store.declaration.apiShape?.input?.referenceRefusals?.[key],
              ));
          },
        ]);
        break;
      case 'memberList':
        reads.push([
          key,
          async () => {
            // Each checked as a member field's one is, the names kept beside joined in the same order.
            const names = [];
            for (const [index, userId] of (text as string[]).entries())
              names.push(
                known.members?.has(userId)
                  ? joinedName(known.members.get(userId)!)
                  : await requireMember(scope.organisationId, userId, `${at(key)}.${index}`),
              );
            values.set[key] = text;
            values.set[memberNameKey(key)] = names.join(MEMBER_NAMES_SEPARATOR);
          },
        ]);
        break;
      case 'coreDataIds':
        reads.push([
          key,
          async () => {
            if ('coreData' in field.target!)
              await requireCoreDataIds(
                scope.organisationId,
                field.target.coreData,
                text as string[],
                at(key),
              );
            // Repeats dropped: the kit's own bodies refuse them, an API that predates it took them (actions).
            values.set[key] = [...new Set(text as string[])];
          },
        ]);
        break;
      default:
        values.set[key] = text;
    }
  }
  checks.beforeReads?.(values);
  const rank = (key: string) => {
    const index = checks.order?.indexOf(key) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  // A stable sort: fields the order leaves out keep the declaration's order after it.
  for (const [, read] of reads.sort(([a], [b]) => rank(a) - rank(b))) await read();
  return values;
}

/** One history change per declared field whose value really differs (names kept beside are not fields). */
export function changesOf(store: EntityStore, item: ProjectEntityItem, values: StoredValues): FieldChange[] {
  const next = (key: string) => (values.remove.includes(key) ? null : values.set[key]);
  // An empty list a layout keeps (`emptied: { key: [] }`) is no value, as a removed one is.
  const held = (value: unknown) => (Array.isArray(value) && value.length === 0 ? null : (value ?? null));
  return Object.keys(store.declaration.fields)
    .filter((key) => key in values.set || values.remove.includes(key))
    .filter((key) => JSON.stringify(held(item[key])) !== JSON.stringify(next(key) ?? null))
    .map((key) => ({ field: key, oldValue: item[key] ?? null, newValue: next(key) ?? null }));
}

/** Only the attributes of changed fields (with a member's name), so an unchanged field is not rewritten. */
export function onlyChanged(values: StoredValues, changes: FieldChange[]): StoredValues {
  const changed = new Set(changes.flatMap(({ field }) => [field, memberNameKey(field)]));
  return {
    set: Object.fromEntries(Object.entries(values.set).filter(([key]) => changed.has(key))),
    remove: values.remove.filter((key) => changed.has(key)),
  };
}

/** 400 naming the field unless the parent is an item of this project that is not deleted. */
async function requireParent(parentName: string, scope: ProjectScope, parentId: string, field: string) {
  const parent = storeNamed(parentName);
  const { data } = await parent.entity.get(itemKey(scope, parentId)).go({ consistent: true });
  if (!data || data.lifecycleStatus === 'deleted')
    throw badRequest(field, `${field}: no such ${parent.declaration.label} in the project.`);
}
