import type { Tag } from '@tandem/shared/tags/schemas';
import { createConversions } from 'electrodb';
import { batchGetAcross } from '../data/batch-get';
import { counterEntity } from '../data/entities/counter';
import { tagEntity } from '../data/entities/tag';
import { tagsById } from '../tags/store';
import { activeCounterGet, activeCountOf, type ActiveCounter } from './active-count';
import type { EntityStore, ProjectScope } from './store';

/** Keys one BatchGetItem takes. */
const BATCH_KEYS = 100;

type ToKeys = (composite: object) => Record<string, unknown>;
/**
 * A tag's table key from ElectroDB's key conversion of the tag entity, where `tagEntity.get(…)` built a
 * chain (an attribute proxy over every attribute) per tag only for `batchGetAcross` to ask its key
 * (as `items-by-id.ts` does; no key string is written here).
 */
const tagKeys = (
  createConversions(tagEntity as never) as unknown as {
    byAccessPattern: { byOrganisation: { fromComposite: { toKeys: ToKeys } } };
  }
).byAccessPattern.byOrganisation.fromComposite.toKeys;

/**
 * The active count and the texts of `tagIds` in ONE BatchGetItem, as the hand-written action list read
 * its total beside its tag texts: a page that reads tag texts after its Query anyway pays no GetItem
 * for the counter. The counter goes beside the first 99 tags (any more are read in their own BatchGet
 * side by side), consistently as `activeCount` reads it alone, and heals as it does (`activeCountOf`).
 */
export async function activeCountAndTagTexts(store: EntityStore, scope: ProjectScope, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  const tagGet = (tagId: string) => ({
    params: () => ({ Key: tagKeys({ organisationId: scope.organisationId, tagId }) }),
  });
  const [batch, more] = await Promise.all([
    batchGetAcross([activeCounterGet(store, scope), ...unique.slice(0, BATCH_KEYS - 1).map(tagGet)], {
      consistent: true,
    }),
    tagsById(scope.organisationId, unique.slice(BATCH_KEYS - 1)),
  ]);
  const texts = new Map<string, Tag>(
    batch
      .of<{ tagId: string; text: string }>(tagEntity)
      .map((tag) => [tag.tagId, { id: tag.tagId, text: tag.text }]),
  );
  for (const [id, tag] of more) texts.set(id, tag);
  const [counter] = batch.of<NonNullable<ActiveCounter>>(counterEntity);
  return { count: await activeCountOf(store, scope, counter), texts };
}
