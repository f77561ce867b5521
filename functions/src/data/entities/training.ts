import { courseGroups } from '@tandem/shared/training/course-group';
import { courses } from '@tandem/shared/training/course';
import { trainingComponents } from '@tandem/shared/training/training-component';
import { trainingModules } from '@tandem/shared/training/training-module';
import { projectEntityOf } from './project-entity';

/** The training plan (spec §3 Training) in its project's partition: `COURSEGROUP#`, `COURSE#`, ... */
export const courseGroupEntity = projectEntityOf(courseGroups.declaration);
export const courseEntity = projectEntityOf(courses.declaration);
export const trainingModuleEntity = projectEntityOf(trainingModules.declaration);
export const trainingComponentEntity = projectEntityOf(trainingComponents.declaration);
