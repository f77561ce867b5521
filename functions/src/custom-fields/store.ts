import type { CustomField } from '@tandem/shared/custom-fields/schemas';
import { customFieldEntity } from '../data/entities/custom-field';
import { notFound } from '../http/http-error';

type Stored = NonNullable<Awaited<ReturnType<ReturnType<typeof customFieldEntity.get>['go']>>['data']>;

export const toCustomField = (item: Stored): CustomField => ({
  id: item.fieldId,
  name: item.name,
  type: item.type,
  entityKinds: item.entityKinds,
  version: item.version,
});

/** The organisation's custom fields (one Query of its partition's range), by name. */
export async function organisationCustomFields(organisationId: string): Promise<CustomField[]> {
  const { data } = await customFieldEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  return data.map(toCustomField).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** The custom fields that apply to one kind of item (`benefit`). */
export const customFieldsOfKind = async (organisationId: string, kind: string) =>
  (await organisationCustomFields(organisationId)).filter((field) => field.entityKinds.includes(kind));

export async function requireCustomField(organisationId: string, fieldId: string) {
  const { data } = await customFieldEntity.get({ organisationId, fieldId }).go({ consistent: true });
  if (!data) throw notFound('The custom field (params.fieldId)');
  return toCustomField(data);
}
