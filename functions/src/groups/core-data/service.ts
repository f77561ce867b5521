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
import { badRequest, duplicate, notFound } from '../../http/http-error';
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
  if (guard && guard.itemId !== itemId) throw duplicateOf(kind);
  return value;
}

/** The 409 of a taken unique value, whether seen before the write or caught by its guard. */
const duplicateOf = (kind: CoreDataKind) => {
  const field = definitionOf(kind).uniqueField;
  return duplicate(
    `body.${field}`,
    `body.${field}: a ${labelOf(kind).toLowerCase()} with this ${field} already exists (compared ignoring case).`,
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
    alreadyExists: () => duplicateOf(kind),
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
    otherConflict: () => duplicateOf(kind),
  });
  return getItem(kind, organisationId, itemId);
}

/**
 * Deletes an item and its uniqueness guard, with a history entry, in one transaction. Whether the
 * item is still in use (impacts, stakeholders...) cannot be checked yet: nothing refers to core data
 * so far (docs/decisions.md).
 */
export async function deleteItem(kind: CoreDataKind, organisationId: string, itemId: string, author: Author) {
  const existing = await readStored(kind, organisationId, itemId);
  if (!existing) throw notFound(`The ${labelOf(kind).toLowerCase()}`);
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
  return { id: itemId };
}
