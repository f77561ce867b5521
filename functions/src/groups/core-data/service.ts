import { randomUUID } from 'node:crypto';
import type { ListQuery } from '@tandem/shared/core/list-query';
import {
  coreDataKinds,
  displayNameOf,
  uniqueValueOf,
  type CoreDataKind,
  type CoreDataKindDefinition,
} from '@tandem/shared/core-data/kinds';
import type { Paged } from '@tandem/shared/lists/paged';
import { coreDataItemEntity, coreDataUniqueEntity } from '../../data/entities/core-data-item';
import {
  allWrites,
  commitVersionedUpdate,
  staleVersionConflict,
  commitWithHistory,
  historyItems,
  type FieldChange,
  type TransactionWrites,
} from '../../data/versioned-write';
import type { HistoryTarget } from '../../data/history';
import { startingWithIndefiniteArticle } from '@tandem/shared/core/indefinite-article';
import { inUseMessage } from '@tandem/shared/core-data/usage';
import { countedUsage, moveUses, usesOf, type Uses } from './usage';
import { badRequest, conflict, duplicate, notFound } from '../../http/http-error';
import { applyListQuery } from '../../lists/apply-list-query';
import {
  accessorsOf,
  queryKind,
  toResponse,
  withDefaultSort,
  type ItemResponse,
  type Stored,
} from '../../data/core-data-items';

type Input = Record<string, unknown>;
interface Author {
  userId: string;
}

const definitionOf = (kind: CoreDataKind) => coreDataKinds[kind] as CoreDataKindDefinition;
const labelOf = (kind: CoreDataKind) => definitionOf(kind).label;

export const historyTargetOf = (
  organisationId: string,
  kind: CoreDataKind,
  itemId: string,
): HistoryTarget => ({
  organisationId,
  entityType: `coreData.${kind}`,
  entityId: itemId,
});

/** The kind's own fields of a validated body: everything but `name` (stored apart) and `version`. */
function fieldsOf(input: Input): Input {
  const { name: _name, version: _version, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export async function listItems(
  kind: CoreDataKind,
  organisationId: string,
  query: ListQuery,
): Promise<Paged<ItemResponse>> {
  return applyListQuery(await queryKind(organisationId, kind), withDefaultSort(query), accessorsOf(kind));
}

/** The id and name of every item of a kind (one Query), by name: what a reader needs to name references. */
export async function listNames(kind: CoreDataKind, organisationId: string) {
  const items = await queryKind(organisationId, kind);
  return items.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

async function readStored(kind: CoreDataKind, organisationId: string, itemId: string) {
  const { data } = await coreDataItemEntity.get({ organisationId, kind, itemId }).go({ consistent: true });
  return (data as Stored | null) ?? undefined;
}

export async function getItem(kind: CoreDataKind, organisationId: string, itemId: string) {
  const stored = await readStored(kind, organisationId, itemId);
  if (!stored) throw notFound(`The ${labelOf(kind).toLowerCase()}`);
  return toResponse(stored);
}

/** Ids in the body that point at another kind must exist in this organisation: 400 naming the field. */
async function checkReferences(kind: CoreDataKind, organisationId: string, input: Input) {
  const references = Object.entries(definitionOf(kind).references ?? {}) as [string, CoreDataKind][];
  await Promise.all(
    references.map(async ([field, target]) => {
      const id = input[field];
      if (typeof id !== 'string') return;
      if (!(await readStored(target, organisationId, id))) {
        throw badRequest(
          `body.${field}`,
          `body.${field}: no ${labelOf(target).toLowerCase()} with this id exists in the organisation.`,
        );
      }
    }),
  );
}

/** A friendly 409 naming the unique field before the transaction's guard has to catch it. */
async function checkUnique(kind: CoreDataKind, organisationId: string, input: Input, itemId?: string) {
  const value = uniqueValueOf(kind, input);
  const { data: guard } = await coreDataUniqueEntity
    .get({ organisationId, kind, value })
    .go({ consistent: true });
  if (guard && guard.itemId !== itemId) throw duplicateOf(kind, input);
  return value;
}

/** How a sentence names the unique value: "called “Leeds”", "with the email “a@b.c”". */
const uniqueWords: Record<string, string> = {
  name: 'called',
  email: 'with the email',
  uniqueIdentifier: 'with the unique identifier',
};
const uniqueNouns: Record<string, string> = { uniqueIdentifier: 'unique identifier' };

/**
 * The 409 of a taken unique value, whether seen before the write or caught by its guard: an en-GB
 * sentence with the value as typed ("An action type called “Coaching” already exists: choose another
 * name."); the field travels in the payload.
 */
const duplicateOf = (kind: CoreDataKind, input: Input) => {
  const field = definitionOf(kind).uniqueField;
  const value = String(input[field] ?? '').trim();
  return duplicate(
    `body.${field}`,
    `${startingWithIndefiniteArticle(labelOf(kind).toLowerCase())} ${uniqueWords[field] ?? `with this ${field}`} ` +
      `“${value}” already exists: choose another ${uniqueNouns[field] ?? field}.`,
  );
};

const changesBetween = (before: Input, after: Input): FieldChange[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, oldValue: before[field], newValue: after[field] }));

/** The comparable values of an item: its name plus its fields. */
const valuesOf = (name: string, fields: Input): Input => ({ name, ...fields });

export async function createItem(kind: CoreDataKind, organisationId: string, author: Author, input: Input) {
  await checkReferences(kind, organisationId, input);
  const value = await checkUnique(kind, organisationId, input);
  const itemId = randomUUID();
  const name = displayNameOf(kind, input);
  const fields = fieldsOf(input);
  await commitWithHistory({
    writes: (entities) => [
      entities.coreDataItem
        .create({ organisationId, kind, itemId, name, fields, createdBy: author.userId })
        .commit(),
      entities.coreDataUnique.create({ organisationId, kind, value, itemId }).commit(),
    ],
    history: historyItems(
      historyTargetOf(organisationId, kind, itemId),
      author,
      changesBetween({}, valuesOf(name, fields)),
      1,
      'create',
    ),
    alreadyExists: () => duplicateOf(kind, input),
  });
  return getItem(kind, organisationId, itemId);
}

export async function updateItem(
  kind: CoreDataKind,
  organisationId: string,
  itemId: string,
  author: Author,
  input: Input & { version: number },
) {
  const existing = await readStored(kind, organisationId, itemId);
  if (!existing) throw notFound(`The ${labelOf(kind).toLowerCase()}`);
  const target = historyTargetOf(organisationId, kind, itemId);
  if (existing.version !== input.version) throw await staleVersionConflict(target);
  await checkReferences(kind, organisationId, input);
  const oldValue = uniqueValueOf(kind, { ...(existing.fields as Input), name: existing.name });
  const newValue = await checkUnique(kind, organisationId, input, itemId);
  const name = displayNameOf(kind, input);
  const fields = fieldsOf(input);
  const changes = changesBetween(valuesOf(existing.name, existing.fields as Input), valuesOf(name, fields));
  if (changes.length === 0) return toResponse(existing);

  const update: TransactionWrites = (entities) => [
    entities.coreDataItem
      .patch({ organisationId, kind, itemId })
      .set({ name, fields, modifiedBy: author.userId })
      .add({ version: 1 })
      .where(({ version }, { eq }) => eq(version, input.version))
      .commit(),
  ];
  const history = historyItems(target, author, changes, input.version + 1);
  // A changed unique value moves its guard in the same transaction as the update.
  const guardMove: TransactionWrites = (entities) => [
    entities.coreDataUnique.create({ organisationId, kind, value: newValue, itemId }).commit(),
    entities.coreDataUnique.delete({ organisationId, kind, value: oldValue }).commit(),
  ];
  await commitVersionedUpdate({
    writes: oldValue === newValue ? update : allWrites(update, guardMove),
    history,
    target,
    otherConflict: () => duplicateOf(kind, input),
  });
  return getItem(kind, organisationId, itemId);
}

/** How many items use a core data item, by kind of item: what the delete dialog tells a person. */
export async function usageOfItem(kind: CoreDataKind, organisationId: string, itemId: string) {
  if (!(await readStored(kind, organisationId, itemId))) throw notFound(`The ${labelOf(kind).toLowerCase()}`);
  return countedUsage(itemId, await usesOf(kind, organisationId, itemId));
}

/** The item that takes over the uses of a deleted one: another item of the same kind. */
async function mergeTarget(kind: CoreDataKind, organisationId: string, itemId: string, mergeInto: string) {
  const label = labelOf(kind).toLowerCase();
  if (mergeInto === itemId)
    throw badRequest('query.mergeInto', `query.mergeInto: choose another ${label} to merge into.`);
  const into = await readStored(kind, organisationId, mergeInto);
  if (!into)
    throw badRequest(
      'query.mergeInto',
      `query.mergeInto: no ${label} with this id exists in the organisation.`,
    );
  return { id: into.itemId, name: into.name };
}

/**
 * A project holds a person once (an indexed unique reference): a merge that would put the target
 * twice in one project is refused rather than half done.
 */
async function refuseDoubledUniques(kind: CoreDataKind, organisationId: string, uses: Uses, intoId: string) {
  const unique = uses.projectUses.filter(({ declaration, fields }) =>
    fields.some(({ key }) => declaration.fields[key]?.unique),
  );
  if (unique.length === 0) return;
  const target = await usesOf(kind, organisationId, intoId);
  for (const { declaration, items } of unique) {
    const taken = new Set(
      target.projectUses
        .filter((use) => use.declaration.name === declaration.name)
        .flatMap((use) => use.items.map((item) => item.projectId)),
    );
    if (items.some((item) => taken.has(item.projectId)))
      throw conflict(
        `Both ${labelOf(kind).toLowerCase()}s are in the same project: remove one of them there first.`,
        { field: 'query.mergeInto' },
      );
  }
}

/**
 * Deletes an item and its uniqueness guard, with a history entry, in one transaction. An item still
 * in use is refused (409 naming what uses it) unless `mergeInto` names another item of the kind:
 * every use then points at that one first (docs/decisions.md, branch older2).
 */
export async function deleteItem(
  kind: CoreDataKind,
  organisationId: string,
  itemId: string,
  author: Author,
  mergeInto?: string,
) {
  const existing = await readStored(kind, organisationId, itemId);
  if (!existing) throw notFound(`The ${labelOf(kind).toLowerCase()}`);
  const into =
    mergeInto === undefined ? undefined : await mergeTarget(kind, organisationId, itemId, mergeInto);
  const uses = await usesOf(kind, organisationId, itemId);
  const usage = countedUsage(itemId, uses);
  if (!into && usage.usageCount > 0)
    throw conflict(inUseMessage(kind, existing.name, usage), { reason: 'in-use', usage });
  if (into) await refuseDoubledUniques(kind, organisationId, uses, into.id);
  const moved = into ? await moveUses(uses, itemId, into, author.userId) : 0;
  const value = uniqueValueOf(kind, { ...(existing.fields as Input), name: existing.name });
  const target = historyTargetOf(organisationId, kind, itemId);
  await commitVersionedUpdate({
    target,
    writes: (entities) => [
      entities.coreDataItem
        .delete({ organisationId, kind, itemId })
        .where(({ version }, { eq }) => eq(version, existing.version))
        .commit(),
      entities.coreDataUnique.delete({ organisationId, kind, value }).commit(),
    ],
    history: historyItems(
      target,
      author,
      changesBetween(valuesOf(existing.name, existing.fields as Input), {}),
      existing.version + 1,
      'delete',
    ),
  });
  return into ? { id: itemId, moved } : { id: itemId };
}
