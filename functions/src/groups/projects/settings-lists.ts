import { randomUUID } from 'node:crypto';
import type { Caller } from '../../http/caller';
import { settingsListEntity } from '../../data/entities/settings-list';
import { commitVersionedUpdate, historyItems, staleVersionConflict } from '../../data/versioned-write';
import { requireProgramme, requireProject } from './hierarchy';

export const settingsListNames = ['milestones', 'phases'] as const;
export type ListName = (typeof settingsListNames)[number];
type OwnerType = 'PROJECT' | 'PROGRAMME';

interface ListOwner {
  organisationId: string;
  ownerType: OwnerType;
  ownerId: string;
}

async function requireOwner({ organisationId, ownerType, ownerId }: ListOwner) {
  if (ownerType === 'PROJECT') await requireProject(organisationId, ownerId);
  else await requireProgramme(organisationId, ownerId);
}

async function readList(owner: ListOwner, listName: ListName) {
  const { data } = await settingsListEntity.get({ ...owner, listName }).go({ consistent: true });
  return data ?? undefined;
}

/** A settings list of a programme or project; an unsaved list is empty at version 0. */
export async function getSettingsList<T>(owner: ListOwner, listName: ListName) {
  await requireOwner(owner);
  const list = await readList(owner, listName);
  return { items: (list?.items ?? []) as (T & { id: string })[], version: list?.version ?? 0 };
}

/**
 * Replaces a whole list, conditional on the version the editor saw (0: never saved). New items get
 * ids; the change is one history entry on the owner (field = list name, old and new lists).
 */
export async function replaceSettingsList<T extends { id?: string }>(
  caller: Caller,
  owner: ListOwner,
  listName: ListName,
  input: { items: T[]; version: number },
) {
  await requireOwner(owner);
  const current = await readList(owner, listName);
  const currentVersion = current?.version ?? 0;
  const seen = input.version;
  // The list's changes are history items of its owner.
  const target = {
    organisationId: owner.organisationId,
    entityType: owner.ownerType === 'PROJECT' ? 'project' : 'programme',
    entityId: owner.ownerId,
    ...(owner.ownerType === 'PROJECT' ? { projectId: owner.ownerId } : {}),
  };
  if (seen !== currentVersion) throw await staleVersionConflict(target, `the ${listName}`);
  const known = new Set(((current?.items ?? []) as { id: string }[]).map((item) => item.id));
  // Ids the list never had are treated as new items, so a client cannot invent ids.
  const items = input.items.map((item) => ({
    ...item,
    id: item.id && known.has(item.id) ? item.id : randomUUID(),
  }));
  const history = historyItems(
    target,
    { userId: caller.userId },
    [{ field: listName, oldValue: current?.items ?? [], newValue: items }],
    seen + 1,
  );
  await commitVersionedUpdate({
    target,
    what: `the ${listName}`,
    writes: (entities) => [
      current
        ? entities.settingsList
            .patch({ ...owner, listName })
            .set({ items, modifiedBy: caller.userId })
            .add({ version: 1 })
            .where(({ version }, { eq }) => eq(version, seen))
            .commit()
        : entities.settingsList.create({ ...owner, listName, items, createdBy: caller.userId }).commit(),
    ],
    history,
  });
  return { items, version: seen + 1 };
}
