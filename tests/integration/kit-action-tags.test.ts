import { describe, expect, it } from 'vitest';
import {
  associatedTagIds,
  comparableStored as comparable,
  kitActionStore as store,
  organisationId,
  ownProject,
  rawAction,
  runTags,
  taggingCaller as caller,
} from './kit-action-fixture';

const tagService = await import('@tandem/functions/tags/service');
const handWritten = await import('./served-action-writes');
const { findAction } = await import('@tandem/functions/actions/action-reads');
const { addActionTags, duplicateActions } = await import('./served-action-bulk');
const kit = await import('@tandem/functions/entity-kit/service');
const kitTags = await import('@tandem/functions/entity-kit/tags');
const { firstActiveByRef } = await import('@tandem/functions/entity-kit/first-rows');
const { gridData, listPage } = await import('@tandem/functions/entity-kit/list');

// Issue 9 item 6: the kit's tag writes and create keep an action's own `tagIds` in step with its tag
// association items, as the hand-written family does; and the kit's ref-order reads Query the
// actions' gsi3 (`…#ACTIONS#<lifecycle>` / `REF#…`). A project of its own, so ref orders are exact.
const run = `kittag${Date.now().toString(36)}`;
let scope = { organisationId, projectId: '' };
const tags: string[] = [];

const raw = (actionId: string) => rawAction(scope, actionId);

const associated = (actionId: string) => associatedTagIds(scope, actionId);

describe('tags of actions written through the kit keep the item’s tagIds as the hand-written family does', () => {
  const ids = { handId: '', kitId: '' };
  const copies = { handId: '', kitId: '' };

  it('creates with tag ids in the same transaction: the same stored item, the associations, version 1 with the tags', async () => {
    scope = await ownProject(`${run} kit action tags`);
    tags.push(...(await runTags(run, ['alpha', 'beta', 'gamma', 'delta'])));
    const hand = await handWritten.createAction(caller, scope, {
      name: `${run} tagged`,
      tagIds: [tags[1]!, tags[0]!],
    });
    const [made] = await kit.createFrom(
      caller,
      store,
      scope,
      [{ name: `${run} tagged`, tagIds: [tags[1]!, tags[0]!] }],
      'body',
    );
    Object.assign(ids, { handId: hand.id, kitId: made!.id });
    expect(made).toMatchObject({ version: 1 });
    expect((made as { tags?: { id: string }[] }).tags?.map((tag) => tag.id).sort()).toEqual(
      [tags[0], tags[1]].sort(),
    );
    const [handItem, kitItem] = [await raw(ids.handId), await raw(ids.kitId)];
    expect(kitItem).toMatchObject({ tagIds: [tags[1], tags[0]], version: 1 });
    expect(comparable(kitItem, ids.kitId)).toEqual(comparable(handItem, ids.handId));
    expect(await associated(ids.kitId)).toEqual(await associated(ids.handId));
  });

  it('refuses a tag the organisation has not with the 400 naming the field, and creates nothing', async () => {
    await expect(
      kit.createFrom(caller, store, scope, [{ name: `${run} refused`, tagIds: ['no-such-tag'] }], 'body'),
    ).rejects.toMatchObject({ statusCode: 400, details: { field: 'body.tagIds' } });
    expect(await firstActiveByRef(store, scope, 10, 'asc')).toHaveLength(2);
  });

  it('bulk-adds tags to the same stored item (tagIds appended, version moved)', async () => {
    await addActionTags(caller, scope, [ids.handId], [tags[2]!, tags[0]!]);
    await kitTags.addTags(caller, store, scope, [ids.kitId], [tags[2]!, tags[0]!]);
    const [handItem, kitItem] = [await raw(ids.handId), await raw(ids.kitId)];
    expect(kitItem).toMatchObject({ tagIds: [tags[1], tags[0], tags[2]], version: 2 });
    expect(comparable(kitItem, ids.kitId)).toEqual(comparable(handItem, ids.handId));
    expect(await associated(ids.kitId)).toEqual(await associated(ids.handId));
  });

  it('adds one tag to the same stored item as the hand-written add', async () => {
    await addActionTags(caller, scope, [ids.handId], [tags[3]!]);
    await kitTags.addTag(caller, store, scope, ids.kitId, tags[3]!);
    const [handItem, kitItem] = [await raw(ids.handId), await raw(ids.kitId)];
    expect(kitItem).toMatchObject({ tagIds: [tags[1], tags[0], tags[2], tags[3]], version: 3 });
    expect(comparable(kitItem, ids.kitId)).toEqual(comparable(handItem, ids.handId));
  });

  it('duplicates with the tags, as the hand-written duplicate: the same stored copy and associations', async () => {
    const [handCopy] = (await duplicateActions(caller, scope, [ids.handId])) as { id: string }[];
    const [kitCopy] = (await kit.duplicate(caller, store, scope, [ids.kitId])) as {
      id: string;
      tags?: { id: string }[];
    }[];
    Object.assign(copies, { handId: handCopy!.id, kitId: kitCopy!.id });
    expect(kitCopy!.tags?.map((tag) => tag.id).sort()).toEqual([tags[0], tags[1], tags[2], tags[3]].sort());
    const [handItem, kitItem] = [await raw(copies.handId), await raw(copies.kitId)];
    expect(kitItem).toMatchObject({ tagIds: [tags[1], tags[0], tags[2], tags[3]], version: 1 });
    expect(comparable(kitItem, copies.kitId)).toEqual(comparable(handItem, copies.handId));
    expect(await associated(copies.kitId)).toEqual(await associated(copies.handId));
  });

  it('removes one tag from the item’s tagIds with its association, in order, at the next version', async () => {
    const answered = await kitTags.removeTag(caller, store, scope, ids.kitId, tags[0]!);
    expect(answered.map((tag) => tag.id).sort()).toEqual([tags[1], tags[2], tags[3]].sort());
    const kitItem = await raw(ids.kitId);
    expect(kitItem).toMatchObject({ tagIds: [tags[1], tags[2], tags[3]], version: 4 });
    expect(await associated(ids.kitId)).toEqual([tags[1], tags[2], tags[3]].sort());
    // The hand-written answer (the kit serves getAction now) has the same tags from the item's own list.
    const stored = (await findAction(scope.organisationId, scope.projectId, ids.kitId))!;
    const hand = (await handWritten.respond(scope, stored)) as { tags: { id: string }[] };
    expect(hand.tags.map((tag) => tag.id)).toEqual([tags[1], tags[2], tags[3]]);
  });

  it('a tag merged or deleted is mended in the tagIds of an action the kit tagged', async () => {
    await tagService.mergeTag(caller, organisationId, tags[2]!, tags[1]!);
    expect(await raw(ids.kitId)).toMatchObject({ tagIds: [tags[1], tags[3]] });
    await tagService.deleteTag(caller, organisationId, tags[3]!);
    expect(await raw(ids.kitId)).toMatchObject({ tagIds: [tags[1]] });
    expect(await associated(ids.kitId)).toEqual([tags[1]]);
  });

  it('reads active actions in ref order from the actions’ gsi3: first rows, grid first rows, ref-order page', async () => {
    const [gone] = await kit.createFrom(caller, store, scope, [{ name: `${run} gone` }], 'body');
    const [last] = await kit.createFrom(caller, store, scope, [{ name: `${run} last` }], 'body');
    await kit.deleteItem(caller, store, scope, gone!.id);
    const active = [ids.handId, ids.kitId, copies.handId, copies.kitId, last!.id];
    const idsOf = (items: { itemId?: string; id?: string }[]) => items.map((item) => item.itemId ?? item.id);
    expect(idsOf(await firstActiveByRef(store, scope, 10, 'asc'))).toEqual(active);
    expect(idsOf(await firstActiveByRef(store, scope, 2, 'desc'))).toEqual([last!.id, copies.kitId]);
    expect(idsOf(await gridData(store, scope, { sorts: '-refNumber', first: '10' }))).toEqual(
      [...active].reverse(),
    );
    const page = await listPage(store, scope, { page: 1, pageSize: 2, sorts: 'refNumber' });
    expect(idsOf(page.items)).toEqual(active.slice(0, 2));
    expect(page.totalItems).toBe(5);
  });
});
