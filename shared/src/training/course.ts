import { defineProjectEntity } from '../entity-kit/define-project-entity';
import { parentField } from '../entity-kit/field-kinds';
import type { EntityItemOf } from '../entity-kit/item-types';
import { TagAssociationKind } from '../tags/tag-association-kind';
import { trainingEndpointFlags, trainingFields, trainingLimits } from './training-fields';

/** A course of a course group (spec §2 grid `courses`, the old API's "training modules"). */
export const courses = defineProjectEntity({
  name: 'course',
  singular: 'Course',
  plural: 'Courses',
  segment: 'courses',
  listPath: '',
  idParam: 'courseId',
  group: 'projects',
  area: 'project',
  label: 'course',
  nameField: 'name',
  fields: {
    courseGroupId: parentField({ label: 'Course group', parent: 'courseGroup', required: true }),
    ...trainingFields,
  },
  limits: trainingLimits,
  tagAssociation: TagAssociationKind.TRAINING_COURSE,
  endpoints: { ...trainingEndpointFlags, tags: true },
});

export type Course = EntityItemOf<typeof courses.declaration.fields>;
