import { entityTagsInUseQueryOptions } from '@/lib/entity-kit/entity-api';
import { actionCalls } from './action-calls';
import type { ProjectRef } from './keys';

/** The tags on the project's actions with their counts (the bulk tags dialog), under `actionKeys.tags`. */
export const listActionTagsQueryOptions = (project: ProjectRef) =>
  entityTagsInUseQueryOptions(actionCalls, project);
