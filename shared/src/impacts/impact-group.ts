import { defineProjectEntity } from '../entity-kit/define-project-entity';
import type { EntityCreateBodyOf, EntityItemOf, EntityUpdateBodyOf } from '../entity-kit/item-types';
import { memberField, richTextField, textField } from '../entity-kit/field-kinds';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/**
 * An impact group: a named, high-level grouping of a project's impacts (spec §2 change area
 * `impact-groups`, its create, detail (extended view) and edit pages, and the `impact-groups` grid).
 * Served by the impacts Lambda with the impact area's rights.
 */
export const impactGroups = defineProjectEntity({
  name: 'impactGroup',
  singular: 'ImpactGroup',
  plural: 'ImpactGroups',
  segment: 'impact-groups',
  listPath: '',
  idParam: 'impactGroupId',
  group: 'impacts',
  area: 'impact',
  label: 'impact group',
  nameField: 'name',
  fields: {
    name: textField({ label: 'Impact group', max: 200, required: true }),
    description: richTextField({ label: 'Description', max: 20_000, gridEditable: false }),
    owner: memberField({ label: 'Owner' }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints({ addMultiple: false, bulkUpdate: false }),
});

type ImpactGroupFields = typeof impactGroups.declaration.fields;
export type ImpactGroup = EntityItemOf<ImpactGroupFields>;
export type ImpactGroupCreateBody = EntityCreateBodyOf<ImpactGroupFields>;
export type ImpactGroupUpdateBody = EntityUpdateBodyOf<ImpactGroupFields>;
