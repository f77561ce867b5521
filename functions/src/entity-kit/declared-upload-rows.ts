import { fromApiBody } from '@tandem/shared/entity-kit/api-item';
import type { EntityApiUpload, EntityUploadLookups } from '@tandem/shared/entity-kit/api-shape';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { coreDataItemsOf } from './core-data-ids';
import type { EntityStore } from './store';

type Row = Record<string, unknown>;

/**
 * What a declared upload's rows may point at (`apiShape.upload`): the members the upload already read,
 * and every core data kind a reference field targets, one Query each, side by side. Read once for the
 * whole upload, so the row check costs no call per row (as the hand-written upload preloaded them),
 * and the core data names are known to the writes (`KnownNames`).
 */
export async function declaredUploadLookups(
  store: EntityStore,
  organisationId: string,
  memberIds: ReadonlySet<string>,
): Promise<{ lookups: EntityUploadLookups; coreData: Record<string, ReadonlyMap<string, string>> }> {
  const kinds = [
    ...new Set(
      Object.values(store.declaration.fields).flatMap((field) =>
        field.kind === 'reference' && field.target && 'coreData' in field.target
          ? [field.target.coreData as CoreDataKind]
          : [],
      ),
    ),
  ];
  const items = await Promise.all(kinds.map((kind) => coreDataItemsOf(organisationId, kind)));
  const coreData = Object.fromEntries(
    kinds.map((kind, index) => [kind, new Map(items[index]!.map((item) => [item.id, item.name]))]),
  );
  return {
    lookups: {
      memberIds,
      coreDataIds: Object.fromEntries(kinds.map((kind) => [kind, new Set(coreData[kind]!.keys())])),
    },
    coreData,
  };
}

const isEmpty = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A declared row as the kit's services take it: fields back under their own keys and dates as days
 * (`fromApiBody`). A replacing row leaves out the `emptyKeeps` fields it gives empty, so the stored
 * value stays (the row sets only what it gives) where the kit's update would read the empty as a clear.
 */
export function kitRowOf(store: EntityStore, upload: EntityApiUpload, row: Row, replacing: boolean): Row {
  const values = fromApiBody(store.declaration, row);
  if (!replacing) return values;
  for (const key of upload.emptyKeeps ?? []) if (isEmpty(values[key])) delete values[key];
  return values;
}
