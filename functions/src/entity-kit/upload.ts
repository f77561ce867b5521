import type { UploadRowError } from '@tandem/shared/entity-kit/schemas';
import { membershipEntity } from '../data/entities/membership';
import type { Caller } from '../http/caller';
import { badRequest } from '../http/http-error';
import { requireItems, requireProject, type EntityStore, type ProjectScope } from './store';
import { storedValues } from './values';
import { commitItemChange, createItems } from './writes';

type Row = Record<string, unknown>;

/** The organisation's member ids (one Query), to check every member cell of an upload at once. */
async function memberIds(organisationId: string) {
  const { data } = await membershipEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  return new Set(data.map((member) => member.userId));
}

/** Every problem of one row: the entity's create (or, replacing, update) rules, then its members. */
function rowProblems(store: EntityStore, row: Row, replacing: boolean, members: Set<string>) {
  const { id: _id, ...values } = row;
  const schema = replacing ? store.schemas.updateBody.omit({ version: true }) : store.schemas.createBody;
  const parsed = schema.safeParse(values);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'row'), message: issue.message }));
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    const value = values[key];
    if (field.kind === 'member' && typeof value === 'string' && value && !members.has(value))
      problems.push({ field: key, message: 'not a member of the organisation' });
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
  const lists = [
    [newRowsKey, (body[newRowsKey] ?? []) as Row[], false],
    [replaceRowsKey, (body[replaceRowsKey] ?? []) as Row[], true],
  ] as const;
  const members = await memberIds(scope.organisationId);
  const errors: UploadRowError[] = lists.flatMap(([list, rows, replacing]) =>
    rows.flatMap((row, index) =>
      rowProblems(store, row, replacing, members).map((problem) => ({ list, row: index, ...problem })),
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
      message: `A ${store.declaration.label} to replace does not exist.`,
    });
  if (errors.length > 0) {
    const first = errors[0]!;
    throw badRequest(
      `body.${first.list}.${first.row}.${first.field}`,
      `${errors.length} problem(s) in the upload; nothing was saved. Row ${first.row + 1}: ${first.message}`,
      { rows: errors },
    );
  }
  const newValues = [];
  for (const row of lists[0][1]) newValues.push(await storedValues(store, scope, row, 'body'));
  const created = await createItems(caller, store, scope, newValues);
  const byId = new Map((replaced ?? []).map((item) => [item.itemId, item]));
  for (const row of toReplace) {
    const { id, ...values } = row;
    const item = byId.get(String(id))!;
    const stored = await storedValues(store, scope, values, 'body');
    await commitItemChange({ caller, store, scope, item, seenVersion: item.version, values: stored });
  }
  return {
    created: created.length,
    replaced: toReplace.length,
    ids: [...created.map((item) => item.itemId), ...toReplace.map((row) => String(row.id))],
  };
}
