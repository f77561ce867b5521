import { defineProjectEntity } from '../entity-kit/define-project-entity';
import type { EntityCreateBodyOf, EntityItemOf } from '../entity-kit/item-types';
import { referenceField, textField } from '../entity-kit/field-kinds';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/**
 * One member of an audience: a project stakeholder of the same project (spec §7 `audience-stakeholders`,
 * §3 "their member stakeholders"). Both references are checked to be active items of the project.
 */
export const audienceStakeholders = defineProjectEntity({
  name: 'audienceStakeholder',
  singular: 'AudienceStakeholder',
  plural: 'AudienceStakeholders',
  segment: 'audience-stakeholders',
  listPath: '',
  idParam: 'audienceStakeholderId',
  group: 'projects',
  area: 'stakeholder',
  label: 'audience member',
  nameField: 'projectStakeholder',
  fields: {
    audience: referenceField({ label: 'Audience', target: { entity: 'audience' }, required: true }),
    projectStakeholder: referenceField({
      label: 'Stakeholder',
      target: { entity: 'projectStakeholder' },
      required: true,
    }),
    note: textField({ label: 'Note', max: 1_000, sortable: false }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints({
    totalCount: false,
    export: false,
    history: false,
    shortHistory: false,
    comments: false,
    duplicate: false,
    bulkUpdate: false,
  }),
});

export type AudienceStakeholder = EntityItemOf<typeof audienceStakeholders.declaration.fields>;
export type AudienceStakeholderCreateBody = EntityCreateBodyOf<
  typeof audienceStakeholders.declaration.fields
>;
