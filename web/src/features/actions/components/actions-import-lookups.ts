import type { QueryClient } from '@tanstack/react-query';
import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import { encodeFilters } from '@tandem/shared/core/list-query';
import type { ProjectRef } from '../api/keys';
import { listActionTypesQueryOptions } from '../api/list-action-types';
import { listActions } from '../api/list-actions';
import { listTeamUsersQueryOptions } from '../api/list-team-users';
import type { ActionImportLookups, ExistingAction } from './actions-import-rows';

/** Refs per list request: keeps the `filters` query short; the page holds them all (max page 500). */
const REFS_PER_REQUEST = 200;

/**
 * The existing active actions whose ref numbers the file names: `refNumber-eq-1|2|…` on the list
 * endpoint, so only the rows the import replaces are read, not the whole project.
 */
async function actionsByRef(project: ProjectRef, refs: readonly number[], signal: AbortSignal) {
  const found = new Map<number, ExistingAction>();
  for (let start = 0; start < refs.length; start += REFS_PER_REQUEST) {
    const chunk = refs.slice(start, start + REFS_PER_REQUEST);
    const page = await listActions({
      ...project,
      signal,
      query: {
        page: 1,
        pageSize: REFS_PER_REQUEST,
        filters: encodeFilters([
          {
            key: 'refNumber',
            operator: FilterOperator.EQUALS,
            values: chunk.map(String),
            join: FilterValueJoin.OR,
          },
        ]),
      },
    });
    for (const action of page.items)
      found.set(action.refNumber, {
        id: action.id,
        startDate: action.startDate,
        endDate: action.endDate,
        description: action.description ?? '',
        ownerName: action.owner ? `${action.owner.firstName} ${action.owner.lastName}`.trim() : '',
        assignedToName: action.assignedToName ?? '',
      });
  }
  return found;
}

/** Everything a check of the rows needs, loaded in parallel (types and team from the query cache). */
export async function loadActionImportLookups({
  queryClient,
  project,
  refs,
  signal,
}: {
  queryClient: QueryClient;
  project: ProjectRef;
  refs: readonly number[];
  signal: AbortSignal;
}): Promise<ActionImportLookups> {
  const [actionTypes, teamUsers, existingByRef] = await Promise.all([
    queryClient.fetchQuery(listActionTypesQueryOptions(project.organisationId)),
    queryClient.fetchQuery(listTeamUsersQueryOptions(project)),
    actionsByRef(project, refs, signal),
  ]);
  return {
    actionTypes: actionTypes.map((type) => ({ id: type.id, name: type.name })),
    teamUsers,
    existingByRef,
  };
}
