import { defineProjectEntity } from '../entity-kit/define-project-entity';
import type { EntityCreateBodyOf, EntityItemOf, EntityUpdateBodyOf } from '../entity-kit/item-types';
import { booleanField, memberField, referenceField, scaleField, textField } from '../entity-kit/field-kinds';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/**
 * A person of the organisation (core data `stakeholders`) brought into a project, with how they stand
 * towards its change (spec §3 Stakeholder; change area `stakeholders`, spec §2; `project-stakeholders`,
 * the controller name of spec §7). The 1-10 scales read as spec §3 labels them: sentiment and
 * receptiveness by feeling, commitment by its ten labels; -1 is unknown. Rights: the stakeholder area.
 */
export const projectStakeholders = defineProjectEntity({
  name: 'projectStakeholder',
  singular: 'ProjectStakeholder',
  plural: 'ProjectStakeholders',
  segment: 'project-stakeholders',
  listPath: '',
  idParam: 'projectStakeholderId',
  group: 'projects',
  area: 'stakeholder',
  label: 'project stakeholder',
  nameField: 'stakeholder',
  fields: {
    // Indexed: the organisation's page of a person lists every project they are in (one Query).
    stakeholder: referenceField({
      label: 'Stakeholder',
      target: { coreData: 'stakeholder' },
      required: true,
      indexed: true,
    }),
    /** Their role in this project (the organisation record keeps their job role). */
    role: textField({ label: 'Project role', max: 200 }),
    influence: scaleField({ label: 'Influence' }),
    impact: scaleField({ label: 'Impact' }),
    sentiment: scaleField({ label: 'Sentiment', labels: 'feeling' }),
    commitment: scaleField({ label: 'Commitment', labels: 'commitment' }),
    receptiveness: scaleField({ label: 'Receptiveness', labels: 'feeling' }),
    isKeyStakeholder: booleanField({ label: 'Key stakeholder' }),
    isChangeNetwork: booleanField({ label: 'Change network' }),
    // Indexed: My Dashboard's stakeholder relationships are one Query (issue 16).
    owner: memberField({ label: 'Relationship owner', indexed: true }),
    notes: textField({ label: 'Notes', max: 4_000, sortable: false }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints({ duplicate: false }),
});

type ProjectStakeholderFields = typeof projectStakeholders.declaration.fields;
/** A project stakeholder as the API answers it (type-only for the web app). */
export type ProjectStakeholder = EntityItemOf<ProjectStakeholderFields>;
export type ProjectStakeholderCreateBody = EntityCreateBodyOf<ProjectStakeholderFields>;
export type ProjectStakeholderUpdateBody = EntityUpdateBodyOf<ProjectStakeholderFields>;
