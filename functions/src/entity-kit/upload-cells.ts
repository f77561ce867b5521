import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import { cellFieldOf, nameKey, valueOfCell, type CellLookups } from '@tandem/shared/spreadsheet/field-cells';
import { organisationTags } from '../tags/store';
import { coreDataItemsOf } from './core-data-ids';
import { entityIdsByName } from './references';
import type { EntityStore, ProjectScope } from './store';

type Row = Record<string, unknown>;

/** Members as the upload knows them: ids, and ids by joined name (lower case). */
export interface UploadMembers {
  ids: Set<string>;
  byName: Map<string, string>;
  byEmail?: Map<string, string>;
}

/** The kinds of core data and the entities a store's fields name, to read each once. */
function targetsOf(fields: Record<string, FieldDeclaration>) {
  const coreData = new Set<CoreDataKind>();
  const entities = new Set<string>();
  for (const field of Object.values(fields)) {
    const target = field.target;
    if (target && 'coreData' in target) coreData.add(target.coreData);
    else if (target && 'entity' in target) entities.add(target.entity);
    else if (field.kind === 'parent' && field.parent) entities.add(field.parent);
  }
  return { coreData, entities };
}

/**
 * What the shared cell codec reads names with during an upload: the members (already read), each
 * core data kind and each referenced entity the fields name (one Query each, only when a row fills
 * such a field with a name). An id is taken as itself, so API clients sending ids work as before.
 */
export async function uploadCellLookups(
  store: EntityStore,
  scope: ProjectScope,
  members: UploadMembers,
  rows: Row[],
): Promise<CellLookups> {
  const fields = store.declaration.fields;
  const named = (key: string) => rows.some((row) => typeof row[key] === 'string' && row[key] !== '');
  const { coreData, entities } = targetsOf(
    Object.fromEntries(Object.entries(fields).filter(([key]) => named(key))),
  );
  const [coreDataItems, entityItems] = await Promise.all([
    Promise.all(
      [...coreData].map(async (kind) => [kind, await coreDataItemsOf(scope.organisationId, kind)] as const),
    ),
    Promise.all([...entities].map(async (name) => [name, await entityIdsByName(scope, name)] as const)),
  ]);
  const coreDataByKind = new Map(coreDataItems);
  const entitiesByName = new Map(entityItems);
  return {
    memberId: (text) =>
      members.ids.has(text.trim())
        ? text.trim()
        : (members.byEmail?.get(nameKey(text)) ?? members.byName.get(nameKey(text))),
    coreDataId: (kind, text) => {
      const items = coreDataByKind.get(kind) ?? [];
      return (
        items.find((item) => item.id === text.trim())?.id ??
        items.find((item) => nameKey(item.name) === nameKey(text))?.id
      );
    },
    entityId: (name, text) => entitiesByName.get(name)?.get(nameKey(text)) ?? text.trim(),
  };
}

/** Whether a cell is still a spreadsheet's text (or number) for the codec, not an API value. */
function isCellText(field: FieldDeclaration, cell: unknown) {
  if (typeof cell === 'number')
    return ['rag', 'progress', 'score', 'scale', 'number', 'choices'].includes(field.kind);
  if (typeof cell !== 'string') return false;
  // Markup is an API client's rich text: it goes as it is (the export never writes markup).
  if (field.kind === 'richText') return !/<\/?[a-z][^>]*>/i.test(cell);
  return true;
}

/**
 * A sheet's row with every cell read by the shared codec (names to ids, labels to codes, days,
 * readable rich text): the values, and a problem per cell that does not read.
 */
export function readUploadRow(store: EntityStore, row: Row, lookups: CellLookups) {
  const { tags, ...rest } = row;
  const next: Row = rest;
  const problems: { field: string; message: string }[] = [];
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    const cell = row[key];
    if (cell === undefined || !isCellText(field, cell)) continue;
    // An id-valued field named by id needs no reading (and a member id is checked as before).
    const read = valueOfCell(cellFieldOf(field), cell, lookups);
    if ('problem' in read) {
      problems.push({ field: key, message: read.problem });
      delete next[key];
    } else if (read.value === undefined) delete next[key];
    else next[key] = read.value;
  }
  // Tags by text (the export joins them with commas); the upload finds or makes each tag.
  const tagTexts = (Array.isArray(tags) ? tags.map(String) : typeof tags === 'string' ? tags.split(',') : [])
    .map((text) => text.trim())
    .filter(Boolean);
  return { row: next, problems, tagTexts };
}

/**
 * The tag ids of each row's texts: an organisation tag of that text (any case), else a new one, as
 * typing a new tag on an item makes it (tags feature on, checked by the caller). One Query of the tags.
 */
export async function uploadTagIds(
  scope: ProjectScope,
  rows: readonly { tagTexts: readonly string[] }[],
  make: (text: string) => Promise<{ id: string; text: string }>,
) {
  if (rows.every((row) => row.tagTexts.length === 0)) return rows.map(() => [] as string[]);
  const known = new Map(
    (await organisationTags(scope.organisationId)).map((tag) => [nameKey(tag.text), tag.id]),
  );
  const ids: string[][] = [];
  for (const row of rows) {
    const one: string[] = [];
    for (const text of row.tagTexts) {
      let id = known.get(nameKey(text));
      if (!id) {
        id = (await make(text)).id;
        known.set(nameKey(text), id);
      }
      if (!one.includes(id)) one.push(id);
    }
    ids.push(one);
  }
  return ids;
}
