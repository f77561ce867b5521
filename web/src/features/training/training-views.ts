import type { CourseGroup } from '@tandem/shared/training/course-group';
import type { Course } from '@tandem/shared/training/course';
import type { TrainingComponent } from '@tandem/shared/training/training-component';
import type { TrainingModule } from '@tandem/shared/training/training-module';
import { paths } from '@/config/paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import type { EntityFieldView, EntityView } from '@/lib/entity-kit/entity-view';
// The training pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-training';

const optional = { required: false, clearable: true, sortable: true, filterable: true } as const;
const text = { ...optional, kind: 'text', editable: 'TextField' } as const;
const parent = (plural: string): EntityFieldView => ({
  kind: 'parent',
  required: true,
  clearable: false,
  sortable: false,
  filterable: true,
  parent: { plural, nameField: 'name' },
});

/** An optional core data reference; its choices are the organisation's items of the kind. */
const coreDataReference = (endpoint: string): EntityFieldView => ({
  ...optional,
  kind: 'reference',
  reference: {
    endpoint,
    scope: 'organisation',
    nameKey: 'name',
    query: { page: '1', pageSize: '500', sorts: 'name' },
  },
});

/** `shared/src/training/training-fields.ts` without zod; `training-views.test.ts` holds them equal. */
const trainingFields = {
  name: { ...text, required: true, clearable: false, max: 200 },
  code: { ...text, max: 50 },
  description: { ...optional, kind: 'richText', sortable: false, max: 20_000 },
  owner: { ...optional, kind: 'member', editable: 'IdField' },
  startDate: { ...optional, kind: 'date', editable: 'DateField' },
  endDate: { ...optional, kind: 'date', editable: 'DateField' },
  progressStatus: { ...optional, kind: 'progress', editable: 'NumericField', clearable: false },
  ragStatus: { ...optional, kind: 'rag', editable: 'NumericField', clearable: false },
  isSignedOff: { ...optional, kind: 'boolean', editable: 'NumericField', clearable: false },
  duration: { ...optional, kind: 'number', editable: 'NumericField', min: 0, maxValue: 10_000 },
  trainingType: coreDataReference('listTrainingTypes'),
  trainingProgress: coreDataReference('listTrainingProgresses'),
  jobRoles: { ...text, sortable: false, max: 1_000 },
} as const satisfies Record<string, EntityFieldView>;

const columns = ['name', 'code', 'owner', 'progressStatus', 'ragStatus', 'endDate', 'isSignedOff'] as const;
const common = { nameField: 'name', commentMax: 4_000 } as const;

export const courseGroupView: EntityView<CourseGroup> = {
  ...common,
  name: 'courseGroup',
  singular: 'CourseGroup',
  plural: 'CourseGroups',
  phrases: 'courseGroups',
  fields: trainingFields,
  listColumns: [...columns],
  permissions: { view: endpointPermission('getCourseGroup'), edit: endpointPermission('updateCourseGroup') },
  paths: viewPathsOf(paths.courseGroupPages),
};

export const courseView: EntityView<Course> = {
  ...common,
  name: 'course',
  tags: true,
  singular: 'Course',
  plural: 'Courses',
  phrases: 'courses',
  fields: { courseGroupId: parent('CourseGroups'), ...trainingFields },
  listColumns: ['name', 'courseGroupId', ...columns.slice(1)],
  permissions: { view: endpointPermission('getCourse'), edit: endpointPermission('updateCourse') },
  paths: viewPathsOf(paths.coursePages),
};

export const trainingModuleView: EntityView<TrainingModule> = {
  ...common,
  name: 'trainingModule',
  tags: true,
  singular: 'TrainingModule',
  plural: 'TrainingModules',
  phrases: 'trainingModules',
  fields: { courseId: parent('Courses'), ...trainingFields },
  listColumns: ['name', 'courseId', ...columns.slice(1)],
  permissions: {
    view: endpointPermission('getTrainingModule'),
    edit: endpointPermission('updateTrainingModule'),
  },
  paths: viewPathsOf(paths.trainingModulePages),
};

export const trainingComponentView: EntityView<TrainingComponent> = {
  ...common,
  name: 'trainingComponent',
  tags: true,
  singular: 'TrainingComponent',
  plural: 'TrainingComponents',
  phrases: 'trainingComponents',
  fields: { moduleId: parent('TrainingModules'), ...trainingFields },
  listColumns: ['name', 'moduleId', ...columns.slice(1)],
  permissions: {
    view: endpointPermission('getTrainingComponent'),
    edit: endpointPermission('updateTrainingComponent'),
  },
  paths: viewPathsOf(paths.trainingComponentPages),
};
