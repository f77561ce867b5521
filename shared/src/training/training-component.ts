import { defineProjectEntity } from '../entity-kit/define-project-entity';
import { parentField } from '../entity-kit/field-kinds';
import type { EntityItemOf } from '../entity-kit/item-types';
import { TagAssociationKind } from '../tags/tag-association-kind';
import { trainingEndpointFlags, trainingFields, trainingLimits } from './training-fields';

/** A component of a module: a session, e-learning or handout (spec §2 grid `training-components`). */
export const trainingComponents = defineProjectEntity({
  name: 'trainingComponent',
  singular: 'TrainingComponent',
  plural: 'TrainingComponents',
  segment: 'training-components',
  listPath: '',
  idParam: 'trainingComponentId',
  group: 'projects',
  area: 'project',
  label: 'training component',
  nameField: 'name',
  fields: {
    moduleId: parentField({ label: 'Module', parent: 'trainingModule', required: true }),
    ...trainingFields,
  },
  limits: trainingLimits,
  tagAssociation: TagAssociationKind.TRAINING_COMPONENT,
  endpoints: { ...trainingEndpointFlags, tags: true },
});

export type TrainingComponent = EntityItemOf<typeof trainingComponents.declaration.fields>;
