import { defineProjectEntity } from '../entity-kit/define-project-entity';
import type { EntityCreateBodyOf, EntityItemOf, EntityUpdateBodyOf } from '../entity-kit/item-types';
import { dateField, referenceField, scaleField, textField } from '../entity-kit/field-kinds';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/**
 * A dated check of one audience's readiness and sentiment (spec §1 pulses, §3 readiness columns), so
 * readiness is a history: the readiness-tracking grid edits pulses and the readiness charts draw each
 * measure per audience over the pulse dates. Rights: the stakeholder area.
 */
export const pulses = defineProjectEntity({
  name: 'pulse',
  singular: 'Pulse',
  plural: 'Pulses',
  segment: 'pulses',
  listPath: '',
  idParam: 'pulseId',
  group: 'projects',
  area: 'stakeholder',
  label: 'pulse',
  nameField: 'audience',
  fields: {
    audience: referenceField({ label: 'Audience', target: { entity: 'audience' }, required: true }),
    pulseDate: dateField({ label: 'Pulse date', required: true }),
    awareness: scaleField({ label: 'Awareness' }),
    understanding: scaleField({ label: 'Understanding' }),
    commitment: scaleField({ label: 'Commitment', labels: 'commitment' }),
    capability: scaleField({ label: 'Capability' }),
    adoption: scaleField({ label: 'Adoption' }),
    sentiment: scaleField({ label: 'Sentiment', labels: 'feeling' }),
    notes: textField({ label: 'Notes', max: 4_000, sortable: false }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints({
    totalCount: false,
    addMultiple: false,
    duplicate: false,
    bulkUpdate: false,
  }),
});

type PulseFields = typeof pulses.declaration.fields;
export type Pulse = EntityItemOf<PulseFields>;
export type PulseCreateBody = EntityCreateBodyOf<PulseFields>;
export type PulseUpdateBody = EntityUpdateBodyOf<PulseFields>;
