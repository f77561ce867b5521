import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { randomUUID } from 'node:crypto';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { CUSTOM_FIELDS_MAX } from '@tandem/shared/custom-fields/schemas';
import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { customFieldEntity } from '../data/entities/custom-field';
import type { Caller } from '../http/caller';
import { requireFeature } from '../http/feature-gate';
import { badRequest } from '../http/http-error';
import { commitVersionedUpdate, historyItems, staleVersionConflict } from '../data/versioned-write';
import { organisationCustomFields, requireCustomField, toCustomField } from './store';

/** What a stale save's 409 names while the field keeps no history. */
const customFieldPhrase = 'this custom field';

/** The kinds of item that opted into custom fields on the kit (`customFields: true`). */
export const customFieldKinds = () =>
  (projectEntities as readonly ProjectEntity[])
    .filter((entity) => entity.declaration.endpoints.customFields === true)
    .map((entity) => entity.declaration.name as string);

function checkKinds(kinds: string[]) {
  const known = customFieldKinds();
  const index = kinds.findIndex((kind) => !known.includes(kind));
  if (index >= 0)
    throw badRequest(`body.entityKinds.${index}`, `body.entityKinds.${index}: one of ${known.join(', ')}.`);
  return [...new Set(kinds)];
}

const gate = (caller: Caller, organisationId: string) =>
  requireFeature(caller, organisationId, OrganisationSetting.CUSTOM_PROPERTIES_ENABLED);

export const listCustomFields = organisationCustomFields;

export async function createCustomField(
  caller: Caller,
  organisationId: string,
  body: { name: string; type: number; entityKinds: string[] },
) {
  gate(caller, organisationId);
  const entityKinds = checkKinds(body.entityKinds);
  if ((await organisationCustomFields(organisationId)).length >= CUSTOM_FIELDS_MAX)
    throw badRequest('body', `body: an organisation has at most ${CUSTOM_FIELDS_MAX} custom fields.`);
  // Letters and digits only: the id is part of list keys (`custom.<id>`).
  const fieldId = `cf${randomUUID().replaceAll('-', '')}`;
  const { data } = await customFieldEntity
    .create({
      organisationId,
      fieldId,
      name: body.name,
      type: body.type,
      entityKinds,
      createdBy: caller.userId,
    })
    .go();
  return toCustomField(data);
}

export async function updateCustomField(
  caller: Caller,
  organisationId: string,
  fieldId: string,
  body: { name?: string; entityKinds?: string[]; version: number },
) {
  gate(caller, organisationId);
  const current = await requireCustomField(organisationId, fieldId);
  const entityKinds = body.entityKinds ? checkKinds(body.entityKinds) : undefined;
  const target = { organisationId, entityType: 'customField', entityId: fieldId };
  if (current.version !== body.version) throw await staleVersionConflict(target, customFieldPhrase);
  const set = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(entityKinds ? { entityKinds } : {}),
  };
  const changes = Object.entries(set).map(([field, newValue]) => ({
    field,
    oldValue: current[field as keyof typeof set],
    newValue,
  }));
  // A stale save answers the one 409 naming the change that won (each change keeps a history item).
  await commitVersionedUpdate({
    target,
    what: customFieldPhrase,
    writes: (entities) => [
      entities.customField
        .patch({ organisationId, fieldId })
        .set({ ...set, modifiedBy: caller.userId })
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, body.version))
        .commit(),
    ],
    history: historyItems(target, caller, changes, body.version + 1),
  });
  return { ...current, ...set, version: body.version + 1 };
}

/** Deletes the definition; values stay on the items but no longer show (nothing reads an unknown id). */
export async function deleteCustomField(caller: Caller, organisationId: string, fieldId: string) {
  gate(caller, organisationId);
  const current = await requireCustomField(organisationId, fieldId);
  await customFieldEntity.delete({ organisationId, fieldId }).go();
  return current;
}
