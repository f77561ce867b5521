import { courseGroups } from '@tandem/shared/training/course-group';
import { courses } from '@tandem/shared/training/course';
import { trainingComponents } from '@tandem/shared/training/training-component';
import { trainingModules } from '@tandem/shared/training/training-module';
import { learningDashboard, withTrainingProgress } from '@tandem/shared/training/learning-dashboard';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { queryKind } from '../../data/core-data-items';
import type { ProjectEntityModel } from '../../data/entities/project-entity';
import {
  courseEntity,
  courseGroupEntity,
  trainingComponentEntity,
  trainingModuleEntity,
} from '../../data/entities/training';
import { entityImplementations } from '../../entity-kit/implementations';
import { projectItems, requireProject, toResponse, type ProjectScope } from '../../entity-kit/store';

/** The training plan's kit implementations (parents registered before children, any order works). */
export const trainingImplementations = {
  ...entityImplementations(courseGroups, courseGroupEntity),
  ...entityImplementations(courses, courseEntity),
  ...entityImplementations(trainingModules, trainingModuleEntity),
  ...entityImplementations(trainingComponents, trainingComponentEntity),
};

/** The active items of one training level as the dashboard reads them (one Query of the partition). */
async function activeRows<T>(entity: ProjectEntity, model: ProjectEntityModel, scope: ProjectScope) {
  const store = { declaration: entity.declaration, schemas: entity.schemas, entity: model };
  const items = await projectItems(store, scope);
  return items
    .filter((item) => item.lifecycleStatus === 'active')
    .map((item) => toResponse(store, item) as T);
}

/** `GET .../learning-dashboard`: the shared rule over the project's active courses, modules and components. */
export async function getLearningDashboard(scope: ProjectScope) {
  await requireProject(scope);
  type Row = Parameters<typeof learningDashboard>[0];
  const [courseRows, moduleRows, componentRows, progressItems] = await Promise.all([
    activeRows<Row['courses'][number]>(courses, courseEntity, scope),
    activeRows<Row['modules'][number]>(trainingModules, trainingModuleEntity, scope),
    activeRows<Row['components'][number]>(trainingComponents, trainingComponentEntity, scope),
    queryKind(scope.organisationId, 'trainingProgress'),
  ]);
  const statuses = new Map(
    progressItems.map((item) => [item.id, Number(item.trainingProgressStatus)] as const),
  );
  return learningDashboard({
    courses: withTrainingProgress(courseRows, statuses),
    modules: withTrainingProgress(moduleRows, statuses),
    components: withTrainingProgress(componentRows, statuses),
    today: new Date().toISOString().slice(0, 10),
  });
}
