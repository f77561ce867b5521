import { defineProjectEntity } from '../entity-kit/define-project-entity';
import type { EntityCreateBodyOf, EntityItemOf, EntityUpdateBodyOf } from '../entity-kit/item-types';
import { choiceField, memberField, richTextField, scaleField, textField } from '../entity-kit/field-kinds';
import { audienceSizeOrder } from './audience-size';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

const sizes = audienceSizeOrder as unknown as readonly [string, ...string[]];

/**
 * A named group of people a project's change reaches (spec §3 Audience: name, size extra small to
 * extra large, influence, impact). Its members are `audienceStakeholders`; its readiness over time is
 * its `pulses` (the latest pulse is its current readiness). Rights: the stakeholder area.
 */
export const audiences = defineProjectEntity({
  name: 'audience',
  singular: 'Audience',
  plural: 'Audiences',
  segment: 'audiences',
  listPath: '',
  idParam: 'audienceId',
  group: 'projects',
  area: 'stakeholder',
  label: 'audience',
  nameField: 'name',
  fields: {
    name: textField({ label: 'Audience', max: 200, required: true }),
    description: richTextField({ label: 'Description', max: 20_000, gridEditable: false }),
    size: choiceField(sizes, { label: 'Size' }),
    influence: scaleField({ label: 'Influence' }),
    impact: scaleField({ label: 'Impact' }),
    owner: memberField({ label: 'Owner' }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints(),
});

type AudienceFields = typeof audiences.declaration.fields;
export type Audience = EntityItemOf<AudienceFields>;
export type AudienceCreateBody = EntityCreateBodyOf<AudienceFields>;
export type AudienceUpdateBody = EntityUpdateBodyOf<AudienceFields>;
