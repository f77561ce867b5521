import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import type { CourseGroup } from '@tandem/shared/training/course-group';
import type { Course } from '@tandem/shared/training/course';
import type { TrainingComponent } from '@tandem/shared/training/training-component';
import type { TrainingModule } from '@tandem/shared/training/training-module';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import type { EntityFieldView } from '@/lib/entity-kit/entity-view';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
// The training pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-training';

/**
 * A core data reference's choices: the organisation's items of the kind, by name, from the names call
 * anyone who may view the item may make (a reader too).
 */
const coreDataChoices = (kind: CoreDataKind): Partial<EntityFieldView> => ({
  reference: { endpoint: 'listCoreDataNames', scope: 'organisation', nameKey: 'name', query: { kind } },
});

/** What every level adds to its declaration: the core data lists its references choose from. */
const fields = {
  trainingType: coreDataChoices('trainingType'),
  trainingProgress: coreDataChoices('trainingProgress'),
};

/** The columns every level lists; each child level shows its parent second. */
const columns = ['name', 'code', 'owner', 'progressStatus', 'ragStatus', 'endDate', 'isSignedOff'] as const;

export const courseGroupView = entityViewOf<CourseGroup>('courseGroup', {
  phrases: 'courseGroups',
  fields,
  upload: true,
  listColumns: [...columns],
  paths: viewPathsOf(paths.courseGroupPages),
});

export const courseView = entityViewOf<Course>('course', {
  phrases: 'courses',
  fields,
  upload: true,
  listColumns: ['name', 'courseGroupId', ...columns.slice(1)],
  paths: viewPathsOf(paths.coursePages),
});

export const trainingModuleView = entityViewOf<TrainingModule>('trainingModule', {
  phrases: 'trainingModules',
  fields,
  upload: true,
  listColumns: ['name', 'courseId', ...columns.slice(1)],
  paths: viewPathsOf(paths.trainingModulePages),
});

export const trainingComponentView = entityViewOf<TrainingComponent>('trainingComponent', {
  phrases: 'trainingComponents',
  fields,
  upload: true,
  listColumns: ['name', 'moduleId', ...columns.slice(1)],
  paths: viewPathsOf(paths.trainingComponentPages),
});
