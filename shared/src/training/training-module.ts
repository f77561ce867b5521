import { defineProjectEntity } from '../entity-kit/define-project-entity';
import { parentField } from '../entity-kit/field-kinds';
import type { EntityItemOf } from '../entity-kit/item-types';
import { TagAssociationKind } from '../tags/tag-association-kind';
import { trainingEndpointFlags, trainingFields, trainingLimits } from './training-fields';

/** A module of a course (spec §2 grid `modules`, the old API's "training lessons"). */
export const trainingModules = defineProjectEntity({
  name: 'trainingModule',
  singular: 'TrainingModule',
  plural: 'TrainingModules',
  segment: 'modules',
  listPath: '',
  idParam: 'trainingModuleId',
  group: 'projects',
  area: 'project',
  label: 'module',
  nameField: 'name',
  fields: {
    courseId: parentField({ label: 'Course', parent: 'course', required: true }),
    ...trainingFields,
  },
  limits: trainingLimits,
  tagAssociation: TagAssociationKind.TRAINING_MODULE,
  endpoints: { ...trainingEndpointFlags, tags: true },
});

export type TrainingModule = EntityItemOf<typeof trainingModules.declaration.fields>;
