import type { CourseGroup } from '@tandem/shared/training/course-group';
import type { Course } from '@tandem/shared/training/course';
import type { TrainingComponent } from '@tandem/shared/training/training-component';
import type { TrainingModule } from '@tandem/shared/training/training-module';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
// The training pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-training';

/** The columns every level lists; each child level shows its parent second. */
const columns = ['name', 'code', 'owner', 'progressStatus', 'ragStatus', 'endDate', 'isSignedOff'] as const;

export const courseGroupView = entityViewOf<CourseGroup>('courseGroup', {
  phrases: 'courseGroups',
  listColumns: [...columns],
  paths: viewPathsOf(paths.courseGroupPages),
});

export const courseView = entityViewOf<Course>('course', {
  phrases: 'courses',
  listColumns: ['name', 'courseGroupId', ...columns.slice(1)],
  paths: viewPathsOf(paths.coursePages),
});

export const trainingModuleView = entityViewOf<TrainingModule>('trainingModule', {
  phrases: 'trainingModules',
  listColumns: ['name', 'courseId', ...columns.slice(1)],
  paths: viewPathsOf(paths.trainingModulePages),
});

export const trainingComponentView = entityViewOf<TrainingComponent>('trainingComponent', {
  phrases: 'trainingComponents',
  listColumns: ['name', 'moduleId', ...columns.slice(1)],
  paths: viewPathsOf(paths.trainingComponentPages),
});
