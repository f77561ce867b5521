import { defineProjectEntity } from '../entity-kit/define-project-entity';
import { TagAssociationKind } from '../tags/tag-association-kind';
import type { EntityCreateBodyOf, EntityItemOf, EntityUpdateBodyOf } from '../entity-kit/item-types';
import {
  booleanField,
  memberField,
  memberListField,
  referenceField,
  scaleField,
  textField,
} from '../entity-kit/field-kinds';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/** Most owners one project stakeholder has (ours; the spec gives none). */
export const PROJECT_STAKEHOLDER_OWNERS_MAX = 10;

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
  tagAssociation: TagAssociationKind.PROJECT_STAKEHOLDER,
  fields: {
    // Indexed: the organisation's page of a person lists every project they are in (one Query).
    // Unique: a person is one stakeholder of a project (the same Query finds them there).
    stakeholder: referenceField({
      label: 'Stakeholder',
      target: { coreData: 'stakeholder' },
      required: true,
      indexed: true,
      unique: true,
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
    // spec §3 "owner(s)": everyone who shares the relationship (the relationship owner above stays the
    // lead, My Dashboard's index); an item stored before the list existed reads its owner as the list.
    owners: memberListField({
      label: 'Owners',
      max: PROJECT_STAKEHOLDER_OWNERS_MAX,
      legacyMember: 'owner',
    }),
    notes: textField({ label: 'Notes', max: 4_000, sortable: false }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints({ duplicate: false, tags: true, customFields: true, createFromUpload: true }),
});

type ProjectStakeholderFields = typeof projectStakeholders.declaration.fields;
/** A project stakeholder as the API answers it (type-only for the web app). */
export type ProjectStakeholder = EntityItemOf<ProjectStakeholderFields>;
export type ProjectStakeholderCreateBody = EntityCreateBodyOf<ProjectStakeholderFields>;
export type ProjectStakeholderUpdateBody = EntityUpdateBodyOf<ProjectStakeholderFields>;
