import { startingWithIndefiniteArticle } from '@tandem/shared/core/indefinite-article';
import type { UploadRowError } from '@tandem/shared/entity-kit/schemas';
import { membershipEntity } from '../data/entities/membership';
import type { Caller } from '../http/caller';
import { requireItems, requireProject, type EntityStore, type ProjectScope } from './store';
import { requireUniqueReferences } from './unique-references';
import { storedValues, type KnownNames } from './values';
import { commitItemChange, createItems } from './writes';
import { uploadedCustomValues, type CustomValues } from './custom-values';
import { customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import { refuseUploadProblems } from '../lists/upload-problems';
import { declaredUploadLookups, kitRowOf } from './declared-upload-rows';

type Row = Record<string, unknown>;

/** The organisation's members (one Query): ids to check every member cell, names to read member lists. */
async function organisationMembers(organisationId: string) {
  const { data } = await membershipEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  const byName = new Map<string, string>();
  for (const member of data)
    byName.set(`${member.firstName} ${member.lastName}`.trim().toLocaleLowerCase('en-GB'), member.userId);
  // The names' parts as kept, so a write rule that keeps them apart (actions' owner) reads none again.
  const names = new Map(
    data.map((member) => [member.userId, { firstName: member.firstName, lastName: member.lastName }]),
  );
  return { ids: new Set(data.map((member) => member.userId)), byName, names };
}
type Members = Awaited<ReturnType<typeof organisationMembers>>;

/**
 * A sheet's cell of a member list as ids: the names the export joins ("Ada Admin, Olu Owner", any
 * case) or ids; a part that names nobody stays as itself, so the member check reports it.
 */
function memberListOfCell(members: Members, cell: unknown): unknown {
  if (typeof cell !== 'string') return cell;
  return cell
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => members.byName.get(part.toLocaleLowerCase('en-GB')) ?? part);
}

/**
 * A sheet's cell of a choices field as its values: "People, Technology" or "1, 3" → [1, 3]; a label
 * or number that is none of the options stays as text, so the row's rules report it.
 */
function choicesOfCell(options: Readonly<Record<number, string>>, cell: unknown): unknown {
  if (typeof cell === 'number') return [cell];
  if (typeof cell !== 'string') return cell;
  const parts = cell
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const values = parts.map((part) => {
    const byLabel = Object.entries(options).find(([, label]) => label.toLowerCase() === part.toLowerCase());
    return byLabel ? Number(byLabel[0]) : /^\d+$/.test(part) ? Number(part) : part;
  });
  return values.some((value) => typeof value === 'string') ? cell : values;
}

/** A row with its choices and member list cells read as values. */
function normalisedRow(store: EntityStore, row: Row, members: Members): Row {
  const next = { ...row };
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    if (next[key] === undefined) continue;
    if (field.kind === 'choices' && field.options) next[key] = choicesOfCell(field.options, next[key]);
    if (field.kind === 'memberList') next[key] = memberListOfCell(members, next[key]);
  }
  return next;
}

/** Every problem of one row: the entity's create (or, replacing, update) rules, then its members. */
function rowProblems(store: EntityStore, row: Row, replacing: boolean, members: Set<string>) {
  const { id: _id, customFields: _custom, ...values } = row;
  const schema = replacing ? store.schemas.updateBody.omit({ version: true }) : store.schemas.createBody;
  const parsed = schema.safeParse(values);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'row'), message: issue.message }));
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    const value = values[key];
    if (field.kind === 'member' && typeof value === 'string' && value && !members.has(value))
      problems.push({ field: key, message: 'not a member of the organisation' });
    const strangers =
      field.kind === 'memberList' && Array.isArray(value)
        ? value.filter((one) => !members.has(String(one)))
        : [];
    // Names nobody has: said once, by name (not also as "must be an id").
    if (strangers.length > 0)
      problems.splice(0, problems.length, ...problems.filter((problem) => problem.field !== key), {
        field: key,
        message: `not members of the organisation: ${strangers.join(', ')}`,
      });
  }
  return problems;
}

/**
 * Creates the new rows and replaces the given items from an uploaded sheet. Every row is checked
 * first and ALL problems answer one 400 (`payload.rows`); nothing is written unless every row is good.
 * Replacements are versioned changes at the item's current version, each with its history.
 */
export async function createFromUpload(caller: Caller, store: EntityStore, scope: ProjectScope, body: Row) {
  await requireProject(scope);
  const { newRowsKey, replaceRowsKey } = store.schemas;
  // A declared upload (`apiShape.upload`): typed rows under the API keys, the entity's own row check.
  const declared = store.declaration.apiShape?.upload;
  const members = await organisationMembers(scope.organisationId);
  const read = declared && (await declaredUploadLookups(store, scope.organisationId, members.ids));
  // The members' and core data names the upload read: its stored values read none of them again.
  const known: KnownNames = { members: members.names, ...(read ? { coreData: read.coreData } : {}) };
  const sent = (key: string) => (body[key] ?? []) as Row[];
  const rowsOf = (key: string, replacing: boolean) =>
    sent(key).map((row) =>
      declared ? kitRowOf(store, declared, row, replacing) : normalisedRow(store, row, members),
    );
  const lists = [
    [newRowsKey, rowsOf(newRowsKey, false), false],
    [replaceRowsKey, rowsOf(replaceRowsKey, true), true],
  ] as const;
  const errors: UploadRowError[] = lists.flatMap(([list, rows, replacing]) =>
    rows.flatMap((row, index) =>
      (read
        ? declared.rowProblems(sent(list)[index]!, read.lookups)
        : rowProblems(store, row, replacing, members.ids)
      ).map((problem) => ({ list, row: index, ...problem })),
    ),
  );
  const toReplace = lists[1][1];
  toReplace.forEach((row, index) => {
    if (toReplace.findIndex((other) => other.id === row.id) < index)
      errors.push({
        list: replaceRowsKey,
        row: index,
        field: 'id',
        message: 'is replaced by an earlier row',
      });
  });
  const replaced =
    toReplace.length > 0
      ? await requireItems(
          store,
          scope,
          toReplace.map((row) => String(row.id)),
          `body.${replaceRowsKey}`,
        ).catch(() => null)
      : [];
  if (replaced === null)
    errors.push({
      list: replaceRowsKey,
      row: -1,
      field: 'id',
      message: `${startingWithIndefiniteArticle(store.declaration.label)} to replace does not exist.`,
    });
  const custom = await Promise.all(
    lists.map(([, rows]) => uploadedCustomValues(caller, store, scope, rows as { customFields?: unknown }[])),
  );
  lists.forEach(([list], index) =>
    errors.push(...custom[index]!.problems.map((problem) => ({ list, ...problem }))),
  );
  refuseUploadProblems(errors);
  // Every row's stored values (members, parents) before anything is written: all or nothing.
  // A row's custom values go on the new item with its fields (`customFields`, by field id).
  const newValues = [];
  for (const [index, { customFields: _custom, ...row }] of lists[0][1].entries()) {
    const values = await storedValues(store, scope, row, 'body', {}, known);
    const customValues = custom[0]!.values[index];
    newValues.push(customValues ? { ...values, set: { ...values.set, customFields: customValues } } : values);
  }
  const replacements = [];
  for (const { id: _id, customFields: _custom, ...values } of toReplace)
    replacements.push(await storedValues(store, scope, values, 'body', {}, known));
  await requireUniqueReferences(store, scope, [
    ...newValues.map((values, row) => ({ values, at: (key: string) => `body.${lists[0][0]}.${row}.${key}` })),
    ...replacements.map((values, row) => ({
      values,
      itemId: String(toReplace[row]!.id),
      at: (key: string) => `body.${replaceRowsKey}.${row}.${key}`,
    })),
  ]);
  const created = await createItems(caller, store, scope, newValues);
  const byId = new Map((replaced ?? []).map((item) => [item.itemId, item]));
  for (const [index, row] of toReplace.entries()) {
    const item = byId.get(String(row.id))!;
    const values = replacements[index]!;
    // A replacing row's custom cells replace those values (the others stay), in history as `custom.<id>`.
    const given = custom[1]!.values[index] ?? {};
    const before = (item.customFields as CustomValues | undefined) ?? {};
    const changes = Object.entries(given)
      .filter(([fieldId, value]) => before[fieldId] !== value)
      .map(([fieldId, value]) => ({
        field: customFieldKey(fieldId),
        oldValue: before[fieldId] ?? null,
        newValue: value,
      }));
    await commitItemChange({
      caller,
      store,
      scope,
      item,
      seenVersion: item.version,
      values,
      ...(changes.length > 0
        ? { attributes: { customFields: { ...before, ...given } }, attributeChanges: changes }
        : {}),
    });
  }
  return {
    created: created.length,
    replaced: toReplace.length,
    [declared?.idsKey ?? 'ids']: [
      ...created.map((item) => item.itemId),
      ...toReplace.map((row) => String(row.id)),
    ],
  };
}
