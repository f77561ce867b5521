import { can } from '@tandem/shared/permissions/can';
import { usePermissions } from '@/lib/permissions-store';
import { useActionTypes } from '../api/list-action-types';
import { useTeamUsers } from '../api/list-team-users';
import { actionTypesPermission } from './action-form-rules';

/**
 * What the action form chooses from, for its create and edit pages alike: the team (owner and
 * assignee) and the organisation's action types, loaded only for a caller who may write (spec §6).
 * Without the right to read the type list the form gets none: the type can only stay or be cleared.
 */
export function useActionFormLookups(
  project: { organisationId: string; projectId: string },
  mayWrite: boolean,
) {
  const permissions = usePermissions();
  const team = useTeamUsers(project, mayWrite);
  const mayReadTypes = mayWrite && can(permissions, actionTypesPermission, project);
  const types = useActionTypes(project.organisationId, mayReadTypes);
  return {
    teamUsers: team.data,
    actionTypes: mayReadTypes ? types.data : [],
    lookupsFailed: team.isError || types.isError,
  };
}
