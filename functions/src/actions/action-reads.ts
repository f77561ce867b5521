import { storedActionById, storedActionsById } from '../data/entities/action';
import { notFound } from '../http/http-error';

/** One action of THIS project (an id of another project is simply not found: 404). */
export async function findAction(organisationId: string, projectId: string, actionId: string) {
  return storedActionById(organisationId, projectId, actionId);
}

/** An action that may be changed: it exists in this project and is not deleted. */
export async function requireAction(
  organisationId: string,
  projectId: string,
  actionId: string,
  field = 'params.actionId',
) {
  const action = await findAction(organisationId, projectId, actionId);
  if (!action || action.lifecycleStatus === 'deleted') throw notFound(`The action (${field})`);
  return action;
}

/** Several actions of this project by id (one BatchGet); every id must exist and not be deleted. */
export async function requireActions(
  organisationId: string,
  projectId: string,
  actionIds: string[],
  field = 'body.actionIds',
) {
  const unique = [...new Set(actionIds)];
  const data = await storedActionsById(organisationId, projectId, unique);
  const byId = new Map(data.map((action) => [action.actionId, action]));
  const missing = unique.find((id) => !byId.get(id) || byId.get(id)!.lifecycleStatus === 'deleted');
  if (missing) throw notFound(`The action ${missing} (${field})`);
  return unique.map((id) => byId.get(id)!);
}
