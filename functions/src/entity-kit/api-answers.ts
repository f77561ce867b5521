import { toApiItem } from '@tandem/shared/entity-kit/api-item';
import type { EntityVerb } from '@tandem/shared/entity-kit/define-project-entity';
import { readItemOf, type EntityStore, type ProjectScope, type ReadItem } from './store';

type Answer = Record<string, unknown>;
/**
 * The read-only values an entity with `apiShape.item.computed` adds to its answers, one record per
 * answer in order (the project's name once per request, a value derived from the item ...). A value
 * under an answered key the kit derives too (a person kept in name parts, tags in the item's own order)
 * replaces the derived one in place: an entity that predates the kit answers as it always did.
 */
export type ComputedValues = (
  scope: ProjectScope,
  answers: Answer[],
  /**
   * Per answer, the item it was made from where the kit read one (a get, a list page, the export),
   * with its stored form where the kit kept it (a get): not read again. None for a write's answer.
   */
  read: (ReadItem | undefined)[],
) => Promise<Answer[]>;

/** Verbs whose answer is one item, several, or a page of them: what `apiShape.item` reshapes. */
const oneItem = new Set<EntityVerb>(['create', 'get', 'update', 'delete', 'updateField', 'clearField']);
const itemLists = new Set<EntityVerb>(['addMultiple', 'duplicate', 'gridData']);
const answersItems = (verb: EntityVerb) =>
  oneItem.has(verb) || itemLists.has(verb) || verb === 'list' || verb === 'updateCustomField';

/**
 * Wraps an implementation so its item answers take the entity's `apiShape.item` (the services keep
 * working in the kit's shape). An entity without one is served as it is.
 */
export function withApiShape<R extends { params: ProjectScope }>(
  verb: EntityVerb,
  store: EntityStore,
  computed: ComputedValues | undefined,
  implementation: (request: R) => Promise<unknown>,
) {
  const shape = store.declaration.apiShape?.item;
  if (!shape || !answersItems(verb)) return implementation;
  if (shape.computed && Object.keys(shape.computed).length > 0 && !computed)
    throw new Error(`${store.declaration.name}: apiShape.item.computed needs the entity's computed values`);
  const reshape = (scope: ProjectScope, answers: Answer[]) => apiAnswers(store, computed, scope, answers);
  return async (request: R) => {
    const scope = { organisationId: request.params.organisationId, projectId: request.params.projectId };
    const answer = await implementation(request);
    if (verb === 'list') {
      const page = answer as { items: Answer[] };
      return { ...page, items: await reshape(scope, page.items) };
    }
    if (Array.isArray(answer)) return reshape(scope, answer as Answer[]);
    return (await reshape(scope, [answer as Answer]))[0];
  };
}

/** Answers in the entity's `apiShape.item`, with its computed values (as the list answers them). */
export async function apiAnswers(
  store: EntityStore,
  computed: ComputedValues | undefined,
  scope: ProjectScope,
  answers: Answer[],
) {
  const extra = computed ? await computed(scope, answers, answers.map(readItemOf)) : [];
  // The computed values are laid over the reshaped answer, in place where the shape orders their key,
  // else after: what `toApiItem` given them answers too, without copying them into its map per answer.
  return answers.map((answer, index) => Object.assign(toApiItem(store.declaration, answer), extra[index]));
}
