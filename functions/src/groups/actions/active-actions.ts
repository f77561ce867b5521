import { activeActionRows } from '../../actions/active-action-rows';
import { requireProjectContext } from '../../actions/store';
import type { ProjectScope } from './service';

/** What the project's action summary and its six reports count by (the range read projects only these). */
const countedAttributes = [
  'actionId',
  'ragStatus',
  'progressStatus',
  'lifecycleStatus',
  'assignedToId',
  'assignedToName',
  'businessAreaIds',
  'audienceIds',
] as const;

/** The project's active actions, as the summary and the reports count them (404 for a missing project). */
export async function activeActionsToCount(scope: ProjectScope) {
  await requireProjectContext(scope.organisationId, scope.projectId);
  return activeActionRows(scope, countedAttributes);
}
