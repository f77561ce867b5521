import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { createHash } from 'node:crypto';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { demoOrganisations } from './demo-data';

type OrganisationKey = keyof typeof demoOrganisations;

/** The fixed id of an organisation's demo custom field (letters and digits, as the API makes them). */
export const demoCustomFieldId = (organisation: OrganisationKey) =>
  `cf${createHash('sha256').update(`custom-field-seed:${organisation}`).digest('hex').slice(0, 32)}`;

/** One Int custom field per organisation, for every kind of item that opted into custom fields. */
export async function seedCustomFields(createdBy = 'system:seed') {
  const { customFieldEntity } = await import('@tandem/functions/data/entities/custom-field');
  const entityKinds = (projectEntities as readonly ProjectEntity[])
    .filter((entity) => entity.declaration.endpoints.customFields === true)
    .map((entity) => entity.declaration.name as string);
  await customFieldEntity
    .put(
      (Object.keys(demoOrganisations) as OrganisationKey[]).map((organisation) => ({
        organisationId: demoOrganisations[organisation].organisationId,
        fieldId: demoCustomFieldId(organisation),
        name: 'Savings (£k)',
        type: CustomFieldType.INT,
        entityKinds,
        createdBy,
      })),
    )
    .go();
}
