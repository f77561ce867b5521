import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { randomUUID } from 'node:crypto';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { CUSTOM_FIELDS_MAX } from '@tandem/shared/custom-fields/schemas';
import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { customFieldEntity } from '../data/entities/custom-field';
import type { Caller } from '../http/caller';
import { requireFeature } from '../http/feature-gate';
import { badRequest, conflict } from '../http/http-error';
import { organisationCustomFields, requireCustomField, toCustomField } from './store';

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
  if (current.version !== body.version)
    throw conflict('Someone else changed this custom field first. Reload to see their change.', {
      reason: 'stale-version',
    });
  const { data } = await customFieldEntity
    .patch({ organisationId, fieldId })
    .set({
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(entityKinds ? { entityKinds } : {}),
      modifiedBy: caller.userId,
    })
    .add({ version: 1 })
    .where(({ version }, { eq }) => eq(version, body.version))
    .go({ response: 'all_new' });
  return toCustomField(data as never);
}

/** Deletes the definition; values stay on the items but no longer show (nothing reads an unknown id). */
export async function deleteCustomField(caller: Caller, organisationId: string, fieldId: string) {
  gate(caller, organisationId);
  const current = await requireCustomField(organisationId, fieldId);
  await customFieldEntity.delete({ organisationId, fieldId }).go();
  return current;
}
