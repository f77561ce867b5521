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
import { HttpError } from '../http/http-error';

/** A refusal's words without the body path it starts with (`body.owner: …`). */
const plainRefusal = (message: string) => message.replace(/^[\w.]+: /, '');
import { declaredUploadLookups, kitRowOf } from './declared-upload-rows';
import { readUploadRow, uploadCellLookups, uploadTagIds } from './upload-cells';
import { createTag } from '../tags/service';
import { nameKey } from '@tandem/shared/spreadsheet/field-cells';

type Row = Record<string, unknown>;

/** The organisation's members (one Query): ids to check every member cell, names to read member lists. */
async function organisationMembers(organisationId: string) {
  const { data } = await membershipEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  const byName = new Map<string, string>();
  const byEmail = new Map<string, string>();
  for (const member of data) {
    byName.set(nameKey(`${member.firstName} ${member.lastName}`), member.userId);
    byEmail.set(nameKey(member.email), member.userId);
  }
  // The names' parts as kept, so a write rule that keeps them apart (actions' owner) reads none again.
  const names = new Map(
    data.map((member) => [member.userId, { firstName: member.firstName, lastName: member.lastName }]),
  );
  return { ids: new Set(data.map((member) => member.userId)), byName, byEmail, names };
}

/** Every problem of one row: the entity's create (or, replacing, update) rules, then its members. */
function rowProblems(
  store: EntityStore,
  row: Row,
  replacing: boolean,
  members: Set<string>,
  /** The cells the codec could not read: said once, in its words (not again by the schema). */
  unread: readonly { field: string }[] = [],
) {
  const { id: _id, customFields: _custom, ...values } = row;
  const schema = replacing ? store.schemas.updateBody.omit({ version: true }) : store.schemas.createBody;
  const parsed = schema.safeParse(values);
  const problems = (
    parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? 'row'),
          message: issue.message,
        }))
  ).filter((problem) => !unread.some((one) => one.field === problem.field));
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
  // A kit sheet's cells are read by the shared codec the export writes them with (issue 28 item 1).
  const lookups = declared
    ? undefined
    : await uploadCellLookups(store, scope, members, [...sent(newRowsKey), ...sent(replaceRowsKey)]);
  const readRows = new Map<string, ReturnType<typeof readUploadRow>[]>(
    lookups
      ? [newRowsKey, replaceRowsKey].map((key) => [
          key,
          sent(key).map((row) => readUploadRow(store, row, lookups)),
        ])
      : [],
  );
  const rowsOf = (key: string, replacing: boolean) =>
    declared
      ? sent(key).map((row) => kitRowOf(store, declared, row, replacing))
      : readRows.get(key)!.map((read) => read.row);
  const lists = [
    [newRowsKey, rowsOf(newRowsKey, false), false],
    [replaceRowsKey, rowsOf(replaceRowsKey, true), true],
  ] as const;
  const errors: UploadRowError[] = lists.flatMap(([list, rows, replacing]) =>
    rows.flatMap((row, index) =>
      (read
        ? declared.rowProblems(sent(list)[index]!, read.lookups)
        : [
            ...readRows.get(list)![index]!.problems,
            ...rowProblems(store, row, replacing, members.ids, readRows.get(list)![index]!.problems),
          ]
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
  // The preview's check also reads each new row's stored values (members, references), per row.
  if (body.dryRun === true && !declared)
    for (const [row, { customFields: _custom, ...values }] of lists[0][1].entries())
      await storedValues(store, scope, values, 'body', {}, known).catch((error: unknown) => {
        if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
        const field = String(error.details?.field ?? 'row').replace(/^body\./, '');
        errors.push({ list: newRowsKey, row, field, message: plainRefusal(error.message) });
      });
  refuseUploadProblems(errors);
  if (body.dryRun === true) return { created: 0, replaced: 0, [declared?.idsKey ?? 'ids']: [] };
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
  // The new rows' tags by text, made where the organisation has none of that text yet.
  const newTagIds = declared
    ? []
    : await uploadTagIds(scope, readRows.get(newRowsKey)!, (text) =>
        createTag(caller, scope.organisationId, text),
      );
  const created = await createItems(
    caller,
    store,
    scope,
    newValues,
    newTagIds.map((tagIds, row) =>
      tagIds.length > 0 ? { tagIds, field: `body.${newRowsKey}.${row}.tags` } : undefined,
    ),
  );
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
