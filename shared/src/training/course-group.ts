import { defineProjectEntity } from '../entity-kit/define-project-entity';
import type { EntityItemOf } from '../entity-kit/item-types';
import { trainingEndpointFlags, trainingFields, trainingLimits } from './training-fields';

/** The top of a project's training plan (spec §2 grid `course-groups`, §3 Training). */
export const courseGroups = defineProjectEntity({
  name: 'courseGroup',
  singular: 'CourseGroup',
  plural: 'CourseGroups',
  segment: 'course-groups',
  listPath: '',
  idParam: 'courseGroupId',
  group: 'projects',
  area: 'project',
  label: 'course group',
  nameField: 'name',
  fields: trainingFields,
  limits: trainingLimits,
  endpoints: trainingEndpointFlags,
});

export type CourseGroup = EntityItemOf<typeof courseGroups.declaration.fields>;
