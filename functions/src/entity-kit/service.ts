import { activeCountMove } from './active-count';
import { inGroups, RANGE_WRITE_WIDTH } from '../data/in-groups';
import { copyName } from '@tandem/shared/entity-kit/copy-name';
import { keepsName, memberNameKey } from '@tandem/shared/entity-kit/schemas';
import type { Tag } from '@tandem/shared/tags/schemas';
import { readHistory } from '../data/history';
import type { Caller } from '../http/caller';
import { badRequest, conflict, notFound } from '../http/http-error';
import { historyResponses } from '../data/history-response';
import {
  findItem,
  historyTarget,
  projectItems,
  requireItem,
  requireItems,
  requireProject,
  toResponse,
  type EntityStore,
  type ProjectEntityItem,
  type ProjectScope,
} from './store';
import { childrenOf } from './registry';
import { requireUniqueReferences } from './unique-references';
import { fieldEditOf } from './field-edit-payload';
import { storedValues, type StoredValues } from './values';
import { commitItemChange, createItems } from './writes';
import { copiedTags, createdTagsOf, requireCreatedTags, withCreatedTags } from './created-tags';
import { uploadedCustomValues } from './custom-values';
import { seenVersionOf } from '../http/version-query';
import { storedLayoutOf } from '../data/entities/project-entity';
import { idListChanges, idListValues } from './id-list-inputs';

type Input = Record<string, unknown>;

export async function getItem(store: EntityStore, scope: ProjectScope, itemId: string) {
  const item = await findItem(store, scope, itemId);
  if (!item) throw notFound(`The ${store.declaration.label} (params.${store.declaration.idParam})`);
  return toResponse(store, item);
}

/** Creates items from validated bodies; `prefix` names a faulty field (`body` or `body.benefits.3`). */
export async function createFrom(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  inputs: Input[],
  prefix: string,
) {
  await requireProject(scope);
  const values: StoredValues[] = [];
  const at = (index: number) => (prefix === 'body' ? prefix : `${prefix}.${index}`);
  const tagged = createdTagsOf(inputs, at);
  const refuse = storedLayoutOf(store.entity).writeRules?.refuse;
  const tagTexts = new Map<string, Tag>();
  // Custom values checked as an upload's are (a field of this kind, its type, custom fields on).
  const custom = await uploadedCustomValues(caller, store, scope, inputs as { customFields?: unknown }[]);
  const [problem] = custom.problems;
  if (problem)
    throw badRequest(
      `${at(problem.row)}.${problem.field.replace(/^custom\./, 'customFields.')}`,
      problem.message,
    );
  // Item by item, each in the body's order (the rules that read nothing, its fields, id lists, tags),
  // so a body with several faults names the first as the API it keeps refused it.
  for (const [index, { customFields: _custom, ...input }] of inputs.entries()) {
    const fieldAt = (key: string) => `${at(index)}.${key}`;
    const stored = await storedValues(store, scope, input, at(index), {
      order: store.declaration.apiShape?.input?.create,
      beforeReads: (asked) => refuse?.(undefined, asked, fieldAt),
    });
    // Id lists beside the fields are attributes the new item is created with.
    const lists = await idListValues(store, scope, input, fieldAt);
    const customValues = custom.values[index];
    values.push({
      ...stored,
      set: { ...stored.set, ...lists, ...(customValues ? { customFields: customValues } : {}) },
    });
    await requireCreatedTags(store, scope, [tagged[index]], tagTexts);
  }
  await requireUniqueReferences(
    store,
    scope,
    values.map((value, index) => ({ values: value, at: (key) => `${at(index)}.${key}` })),
  );
  const items = await createItems(caller, store, scope, values, tagged, at);
  return withCreatedTags(
    store,
    scope,
    items.map((item) => toResponse(store, item)),
    tagged,
    tagTexts,
  );
}

/** The edit form's save: every given field in ONE version-checked change. */
export async function updateItem(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  body: Input,
) {
  const item = await requireItem(store, scope, itemId);
  const { version, ...input } = body as Input & { version: number };
  const refuse = storedLayoutOf(store.entity).writeRules?.refuse;
  const values = await storedValues(store, scope, input, 'body', {
    order: store.declaration.apiShape?.input?.update,
    beforeReads: (asked) => refuse?.(item, asked, (key) => `body.${key}`, { form: true }),
  });
  const lists = await idListValues(store, scope, input, (key) => `body.${key}`);
  await requireUniqueReferences(store, scope, [{ values, itemId, at: (key) => `body.${key}` }]);
  return toResponse(
    store,
    await commitItemChange({
      caller,
      store,
      scope,
      item,
      seenVersion: version,
      values,
      ...idListChanges(item, lists),
      form: true,
    }),
  );
}

/** `PUT /{id}/{fieldName}`: the declared payload of the field (text, id, date or number), checked by its kind. */
export async function updateField(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  fieldName: string,
  body: Input & { version: number },
) {
  const field = store.declaration.fields[fieldName];
  if (!field?.editable) {
    const editable = Object.keys(store.declaration.fields).filter(
      (key) => store.declaration.fields[key]!.editable,
    );
    throw badRequest('params.fieldName', `params.fieldName: one of ${editable.join(', ')}.`);
  }
  const found = store.declaration.apiShape?.input?.fieldUpdate?.itemFirst
    ? await requireItem(store, scope, itemId)
    : undefined;
  const edit = fieldEditOf(store, fieldName, field, body);
  const item = found ?? (await requireItem(store, scope, itemId));
  const values = edit.ignored
    ? { set: {}, remove: [] }
    : await storedValues(store, scope, { [fieldName]: edit.value }, edit.refusedAt);
  await requireUniqueReferences(store, scope, [{ values, itemId, at: () => edit.at }]);
  return toResponse(
    store,
    await commitItemChange({
      caller,
      store,
      scope,
      item,
      seenVersion: body.version,
      values,
      at: () => edit.at,
    }),
  );
}

/** `DELETE /{id}/{fieldPath}?version=N`: empties a clearable field. */
export async function clearField(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  fieldPath: string,
  versionText: string,
) {
  const version = seenVersionOf(versionText);
  if (!store.declaration.fields[fieldPath]?.clearable) {
    const clearable = Object.keys(store.declaration.fields).filter(
      (key) => store.declaration.fields[key]!.clearable,
    );
    throw badRequest('params.fieldPath', `params.fieldPath: one of ${clearable.join(', ')}.`);
  }
  const item = await requireItem(store, scope, itemId);
  const values = await storedValues(store, scope, { [fieldPath]: null }, 'params');
  return toResponse(
    store,
    await commitItemChange({ caller, store, scope, item, seenVersion: version, values }),
  );
}

/** 409 while an item has active children (a course group's courses): delete those first. */
async function requireNoChildren(store: EntityStore, scope: ProjectScope, items: ProjectEntityItem[]) {
  const ids = new Set(items.map((item) => item.itemId));
  for (const { store: child, key } of childrenOf(store.declaration.name)) {
    const active = (await projectItems(child, scope)).filter(
      (item) => item.lifecycleStatus !== 'deleted' && ids.has(String(item[key])),
    );
    if (active.length > 0)
      throw conflict(
        `This ${store.declaration.label} still has ${active.length} ${child.declaration.label}(s): delete or move them first.`,
        { reason: 'has-children', children: child.declaration.name, count: active.length },
      );
  }
}

/** Soft delete: lifecycle deleted, through the same versioned write (history action `delete`). */
function softDelete(caller: Caller, store: EntityStore, scope: ProjectScope, item: ProjectEntityItem) {
  return commitItemChange({
    caller,
    store,
    scope,
    item,
    seenVersion: item.version,
    values: { set: {}, remove: [] },
    extraChanges: [{ field: 'lifecycleStatus', oldValue: item.lifecycleStatus, newValue: 'deleted' }],
    kind: 'delete',
    ...(item.lifecycleStatus === 'active' ? { also: activeCountMove(store, scope, -1) } : {}),
  });
}

export async function deleteItem(caller: Caller, store: EntityStore, scope: ProjectScope, itemId: string) {
  const item = await requireItem(store, scope, itemId);
  await requireNoChildren(store, scope, [item]);
  return toResponse(store, await softDelete(caller, store, scope, item));
}

export async function deleteRange(caller: Caller, store: EntityStore, scope: ProjectScope, ids: string[]) {
  const items = await requireItems(store, scope, ids, `body.${store.declaration.name}Ids`);
  await requireNoChildren(store, scope, items);
  const updated: string[] = [];
  for (const item of items) {
    await softDelete(caller, store, scope, item);
    updated.push(item.itemId);
  }
  return { updated, skipped: [] };
}

const UNCHANGED = 'Already has these values';

/**
 * The same values on several items: members are checked once, then each item's change is its own
 * versioned write with its history; an item the values would not change is skipped with the reason.
 */
export async function bulkUpdate(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  ids: string[],
  input: Input,
) {
  const skips = store.declaration.apiShape?.input?.bulkUpdateSkips;
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    const scaleKey = field.bulkInput?.scaleKey;
    if (scaleKey && input[scaleKey] !== undefined && input[key] !== undefined)
      throw badRequest(`body.${scaleKey}`, `body.${scaleKey}: give ${key} or ${scaleKey}, not both.`);
  }
  const noField = !Object.keys(store.declaration.fields).some(
    (key) =>
      input[key] !== undefined ||
      input[store.declaration.fields[key]!.bulkInput?.scaleKey ?? key] !== undefined,
  );
  if (noField && !skips?.noFieldSkipsAll) throw badRequest('body', 'body: give at least one field to set.');
  const rules = storedLayoutOf(store.entity).writeRules;
  const valuesOfBody = () =>
    storedValues(store, scope, bulkToStored(store, input), 'body', {
      // Its reads check the fields in the edit form's order: a body names its first fault as the
      // update's does (actions: the type, the owner, the assignee, as their hand-written saves).
      order: store.declaration.apiShape?.input?.update,
      // The values alone: what each item's own values refuse is its skip or 400 below.
      beforeReads: rules?.bulkBodyFirst
        ? (asked) => rules.refuse?.(undefined, asked, (key) => `body.${key}`, { form: false, bulk: true })
        : undefined,
    });
  // Where the layout says so, the body is checked before the items are looked for (its 400 first).
  const checkedFirst = rules?.bulkBodyFirst ? await valuesOfBody() : undefined;
  const items = await requireItems(store, scope, ids, `body.${store.declaration.name}Ids`);
  const values = checkedFirst ?? (await valuesOfBody());
  // One target for several items repeats it; for one item, the others of the project may hold it.
  await requireUniqueReferences(
    store,
    scope,
    items.map((item) => ({ values, itemId: item.itemId, at: (key) => `body.${key}` })),
  );
  const bulkSkip = rules?.bulkSkip;
  // Each item is its own transaction and none shares an item (no counter moves), so they go out in
  // groups; the answer keeps the order asked.
  const outcomes = await inGroups(items, RANGE_WRITE_WIDTH, async (item) => {
    const refused = bulkSkip?.(item, values);
    if (refused !== undefined) return { id: item.itemId, reason: refused };
    const changed = await commitItemChange({ caller, store, scope, item, seenVersion: item.version, values });
    return changed === item ? { id: item.itemId, reason: skips?.unchangedReason ?? UNCHANGED } : item.itemId;
  });
  return {
    updated: outcomes.filter((outcome) => typeof outcome === 'string'),
    skipped: outcomes.filter((outcome) => typeof outcome !== 'string'),
  };
}

/**
 * A field with a bulk form (short impact level) is saved in its long form (spec §3: 1 / 5 / 10); given
 * on its own scale (`scaleKey`), as it is.
 */
function bulkToStored(store: EntityStore, input: Input): Input {
  const converted = { ...input };
  for (const [key, field] of Object.entries(store.declaration.fields))
    if (field.bulkInput?.scaleKey && input[field.bulkInput.scaleKey] !== undefined) {
      // Already on the stored scale.
      converted[key] = input[field.bulkInput.scaleKey];
      delete converted[field.bulkInput.scaleKey];
    } else if (field.bulkInput && typeof input[key] === 'number')
      converted[key] = field.bulkInput.toStored(input[key]);
  return converted;
}

/** An item's declared values (and member names kept beside them), as a copy is created with. */
function copiedValues(store: EntityStore, item: ProjectEntityItem): StoredValues {
  const set: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    if (item[key] !== undefined) set[key] = item[key];
    if (keepsName(field) && item[memberNameKey(key)] !== undefined)
      set[memberNameKey(key)] = item[memberNameKey(key)];
  }
  return { set, remove: [] };
}

/** Copies of the given items with new ids and ref numbers: the same values, tags and custom values, the name marked a copy. */
export async function duplicate(caller: Caller, store: EntityStore, scope: ProjectScope, ids: string[]) {
  const items = await requireItems(store, scope, ids, `body.${store.declaration.name}Ids`);
  const copied = storedLayoutOf(store.entity).duplicateCopies ?? [];
  const { nameField } = store.declaration;
  const name = store.declaration.fields[nameField];
  // Only a typed name is marked (a project stakeholder is named by the person it refers to).
  const nameMax =
    name?.kind === 'text' ? ((name.input as { maxLength?: number | null }).maxLength ?? undefined) : null;
  const copies = items.map((item) => {
    const values = copiedValues(store, item);
    // Issue 28 item 8: a copy is told apart by its name and keeps what a person sees on the original,
    // its custom values too (its tags follow below).
    if (nameMax !== null && typeof item[nameField] === 'string')
      values.set[nameField] = copyName(item[nameField], nameMax);
    if (item.customFields && Object.keys(item.customFields).length > 0)
      values.set.customFields = item.customFields;
    return {
      ...values,
      // An attribute the original has not is copied as none too (its default), not derived anew.
      ...(copied.length > 0 ? { kept: Object.fromEntries(copied.map((key) => [key, item[key]])) } : {}),
    };
  });
  await requireUniqueReferences(
    store,
    scope,
    copies.map((values) => ({ values, at: () => `body.${store.declaration.name}Ids` })),
  );
  const tagged = await copiedTags(store, scope, items, `body.${store.declaration.name}Ids`);
  const tagTexts = await requireCreatedTags(store, scope, tagged);
  const created = await createItems(caller, store, scope, copies, tagged);
  return withCreatedTags(
    store,
    scope,
    created.map((item) => toResponse(store, item)),
    tagged,
    tagTexts,
  );
}

/**
 * Copies a project's active items into another project of the organisation (project copy), in ref
 * order, with the target's own ref numbers and a `create` history item each. Answers how many.
 */
export async function copyActiveItems(
  caller: Caller,
  store: EntityStore,
  from: ProjectScope,
  to: ProjectScope,
) {
  const sources = (await projectItems(store, from))
    .filter((item) => item.lifecycleStatus === 'active')
    .sort((a, b) => a.refNumber - b.refNumber);
  if (sources.length > 0)
    await createItems(
      caller,
      store,
      to,
      sources.map((item) => copiedValues(store, item)),
    );
  return sources.length;
}

export async function history(store: EntityStore, scope: ProjectScope, itemId: string, limit?: number) {
  if (!(await findItem(store, scope, itemId)))
    throw notFound(`The ${store.declaration.label} (params.${store.declaration.idParam})`);
  const entries = await readHistory(historyTarget(store, scope, itemId), limit ? { limit } : {});
  return historyResponses(
    scope.organisationId,
    entries.filter((entry) => entry.projectId === scope.projectId),
  );
}
