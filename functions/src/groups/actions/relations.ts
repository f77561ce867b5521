import { projectLinkEntity, LinkType } from '../../data/entities/project-link';
import { commitWithHistory, historyItems } from '../../data/versioned-write';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/http-error';
import { activeActionRows } from '../../actions/active-action-rows';
import {
  activeProjectStakeholders,
  existingProjectStakeholders,
  requireProjectStakeholders,
} from '../../actions/owner-stakeholders';
import type { ProjectScope } from './service';
import { storedActionsById } from '../../data/entities/action';
import { findAction, requireAction, requireActions } from '../../actions/action-reads';
import { actionTarget, requireProjectContext, toActionResponses, type ActionItem } from '../../actions/store';

// ---- project stakeholder owners (link pairs to the kit's project stakeholders, docs/data-model.md) ----

/** Ids linked from one item: one Query of `LINK#<fromType>#<fromId>#<toType>#`. */
async function linkedIds(scope: ProjectScope, fromType: string, fromId: string, toType: string) {
  const { data } = await projectLinkEntity.query
    .byFrom({ ...scope, fromType, fromId })
    .begins({ toType })
    .go({ pages: 'all' });
  return data.filter((link) => link.toType === toType).map((link) => link.toId);
}

const linkPair = (caller: Caller, scope: ProjectScope, actionId: string, stakeholderId: string) => [
  {
    ...scope,
    fromType: LinkType.ACTION,
    fromId: actionId,
    toType: LinkType.PROJECT_STAKEHOLDER_OWNER,
    toId: stakeholderId,
    createdBy: caller.userId,
  },
  {
    ...scope,
    fromType: LinkType.PROJECT_STAKEHOLDER_OWNER,
    fromId: stakeholderId,
    toType: LinkType.ACTION,
    toId: actionId,
    createdBy: caller.userId,
  },
];

/** Both directions of every new link, with a history item on the action, one transaction per action. */
export async function addStakeholderOwners(
  caller: Caller,
  scope: ProjectScope,
  actionIds: string[],
  stakeholderIds: string[],
) {
  const actions = await requireActions(scope.organisationId, scope.projectId, actionIds);
  await requireProjectStakeholders(scope, stakeholderIds, 'body.projectStakeholderIds');
  let linked = 0;
  for (const action of actions) {
    const existing = await linkedIds(
      scope,
      LinkType.ACTION,
      action.actionId,
      LinkType.PROJECT_STAKEHOLDER_OWNER,
    );
    const added = [...new Set(stakeholderIds)].filter((id) => !existing.includes(id));
    if (added.length === 0) continue;
    await commitWithHistory({
      writes: (entities) =>
        added.flatMap((id) =>
          linkPair(caller, scope, action.actionId, id).map((link) => entities.projectLink.put(link).commit()),
        ),
      history: historyItems(
        actionTarget(scope.organisationId, scope.projectId, action.actionId),
        { userId: caller.userId },
        [{ field: 'projectStakeholderOwners', oldValue: existing, newValue: [...existing, ...added] }],
        action.version,
      ),
    });
    linked += added.length;
  }
  return { linked };
}

export async function removeStakeholderOwner(
  caller: Caller,
  scope: ProjectScope,
  actionId: string,
  stakeholderId: string,
) {
  const action = await requireAction(scope.organisationId, scope.projectId, actionId);
  const existing = await linkedIds(scope, LinkType.ACTION, actionId, LinkType.PROJECT_STAKEHOLDER_OWNER);
  if (!existing.includes(stakeholderId)) throw notFound('The owner (params.projectStakeholderId)');
  await commitWithHistory({
    writes: (entities) =>
      linkPair(caller, scope, actionId, stakeholderId).map(({ createdBy: _createdBy, ...key }) =>
        entities.projectLink.delete(key).commit(),
      ),
    history: historyItems(
      actionTarget(scope.organisationId, scope.projectId, actionId),
      { userId: caller.userId },
      [
        {
          field: 'projectStakeholderOwners',
          oldValue: existing,
          newValue: existing.filter((id) => id !== stakeholderId),
        },
      ],
      action.version,
    ),
  });
  return { linked: existing.length - 1 };
}

export async function stakeholderOwnersOfAction(scope: ProjectScope, actionId: string, assigned: boolean) {
  const action = await findAction(scope.organisationId, scope.projectId, actionId);
  if (!action) throw notFound('The action (params.actionId)');
  const [owners, all] = await Promise.all([
    linkedIds(scope, LinkType.ACTION, actionId, LinkType.PROJECT_STAKEHOLDER_OWNER),
    activeProjectStakeholders(scope),
  ]);
  return all.filter((stakeholder) => owners.includes(stakeholder.id) === assigned);
}

/** Active actions of the project by id (BatchGets of 100); ids of deleted or missing ones are left out. */
async function activeActionsById(scope: ProjectScope, actionIds: string[]) {
  if (actionIds.length === 0) return [];
  const data = await storedActionsById(scope.organisationId, scope.projectId, [...new Set(actionIds)]);
  return data.filter((action) => action.lifecycleStatus === 'active');
}

export async function actionsOfStakeholderOwner(
  scope: ProjectScope,
  stakeholderId: string,
  assigned: boolean,
) {
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  await requireProjectStakeholders(scope, [stakeholderId], 'params.projectStakeholderId');
  const owned = await linkedIds(scope, LinkType.PROJECT_STAKEHOLDER_OWNER, stakeholderId, LinkType.ACTION);
  // The owned actions are read by key: reading every action of the project to keep a few took
  // seconds on a large project, so the stakeholder page's "Owned actions" came last (issue 28).
  const actions = assigned
    ? await activeActionsById(scope, owned)
    : (await activeActionRows(scope)).filter((action: ActionItem) => !owned.includes(action.actionId));
  actions.sort((a, b) => a.refNumber - b.refNumber);
  return toActionResponses(scope.organisationId, actions, context);
}

/** E-mails of the stakeholder owners of the given actions, each once (spec §5: comma-separated ids). */
export async function stakeholderEmails(scope: ProjectScope, actionIdsText: string) {
  const actionIds = [...new Set(actionIdsText.split(',').map((id) => id.trim()))];
  await requireActions(scope.organisationId, scope.projectId, actionIds, 'query.actionIds');
  const owners = new Set(
    (
      await Promise.all(
        actionIds.map((id) => linkedIds(scope, LinkType.ACTION, id, LinkType.PROJECT_STAKEHOLDER_OWNER)),
      )
    ).flat(),
  );
  const stakeholders = await existingProjectStakeholders(scope, [...owners]);
  return [...new Set(stakeholders.map((stakeholder) => stakeholder.email).filter(Boolean))].sort();
}
