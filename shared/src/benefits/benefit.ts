import { defineProjectEntity } from '../entity-kit/define-project-entity';
import { TagAssociationKind } from '../tags/tag-association-kind';
import type { EntityCreateBodyOf, EntityItemOf, EntityUpdateBodyOf } from '../entity-kit/item-types';
import {
  dateField,
  memberField,
  numberField,
  progressField,
  ragField,
  richTextField,
  textField,
} from '../entity-kit/field-kinds';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/**
 * A benefit of a project's change (spec §3 Benefit; change area `benefits` and `benefits/{benefitId}`,
 * spec §2; `benefits/grid-data`, spec §7). Everything else (endpoints, handlers, probes) is derived.
 * Rights: the project area, as the project settings' benefits list already uses (docs/decisions.md).
 */
export const benefits = defineProjectEntity({
  name: 'benefit',
  singular: 'Benefit',
  plural: 'Benefits',
  segment: 'benefits',
  listPath: '',
  idParam: 'benefitId',
  group: 'projects',
  area: 'project',
  label: 'benefit',
  nameField: 'name',
  fields: {
    /** The benefit headline (spec: name / benefitHeadline). */
    name: textField({ label: 'Benefit', max: 200, required: true }),
    description: richTextField({ label: 'Description', max: 20_000, gridEditable: false }),
    owner: memberField({ label: 'Owner' }),
    type: textField({ label: 'Type', max: 100 }),
    value: numberField({ label: 'Value', min: -1e12, max: 1e12 }),
    progressStatus: progressField({ label: 'Progress' }),
    /** Spelled so in the spec (§3). */
    measurmentDate: dateField({ label: 'Measurement date' }),
    endDate: dateField({ label: 'End date' }),
    ragStatus: ragField({ label: 'RAG' }),
    notes: textField({ label: 'Notes', max: 4_000, sortable: false }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  tagAssociation: TagAssociationKind.BENEFIT,
  endpoints: standardEndpoints({ summary: true, createFromUpload: true, tags: true, customFields: true }),
});

export const benefitEndpoints = benefits.endpoints;

type BenefitFields = typeof benefits.declaration.fields;
/** A benefit as the API answers it (type-only for the web app: no zod in the browser). */
export type Benefit = EntityItemOf<BenefitFields>;
export type BenefitCreateBody = EntityCreateBodyOf<BenefitFields>;
export type BenefitUpdateBody = EntityUpdateBodyOf<BenefitFields>;
