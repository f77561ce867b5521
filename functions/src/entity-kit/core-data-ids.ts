import { coreDataKinds, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { coreDataItemEntity } from '../data/entities/core-data-item';
import { badRequest } from '../http/http-error';

/** One core data item as an id list answers it. */
export interface CoreDataChoice {
  id: string;
  name: string;
}

/** Every item of one core data kind of the organisation, by name: ONE Query (`CORE#<kind>#`). */
export async function coreDataItemsOf(organisationId: string, kind: CoreDataKind): Promise<CoreDataChoice[]> {
  const { data } = await coreDataItemEntity.query.byKind({ organisationId, kind }).go({ pages: 'all' });
  return data
    .map((item) => ({ id: item.itemId, name: item.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A kind as a refusal names it to a person, with its article: `an action type`, `a business area`
 * (never the internal kind, `actionType`).
 */
export function coreDataNoun(kind: CoreDataKind) {
  const label = coreDataKinds[kind].label.toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

/**
 * 400 naming the field unless every id is an item of the kind in the organisation (one BatchGet; an
 * id of another organisation reads exactly as a made-up one).
 */
export async function requireCoreDataIds(
  organisationId: string,
  kind: CoreDataKind,
  ids: readonly string[],
  field: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { data } = await coreDataItemEntity
    .get(unique.map((itemId) => ({ organisationId, kind, itemId })))
    .go();
  const found = new Set(data.map((item) => item.itemId));
  const missing = unique.find((id) => !found.has(id));
  if (missing)
    throw badRequest(field, `${field}: ${missing} is not ${coreDataNoun(kind)} of the organisation.`);
}
