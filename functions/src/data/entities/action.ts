import { actions } from '@tandem/shared/actions/action';
import {
  actionAttributeNames,
  actionKey,
  actionStoredLayout,
  modelActionOf,
  storedActionOf,
} from '../../actions/kit-action-entity';
import { projectEntityOf } from './project-entity';

/**
 * Actions (spec §3) in their project's partition (`ACTION#<id>`), in the layout they had before the
 * kit (`actionStoredLayout`: stored names such as `actionId` and `ownerId`, dates with a time, four
 * secondary indexes). The one model of action items: the kit serves it, and the jobs, dashboards and
 * reports read it (`storedActionOf` gives them the stored form).
 */
export const actionEntity = projectEntityOf(actions.declaration, actionStoredLayout);

/** A stored action as the service reads it. */
export interface ActionItem {
  organisationId: string;
  projectId: string;
  actionId: string;
  refNumber: number;
  name: string;
  description: string;
  ragStatus: number;
  progressStatus: number;
  lifecycleStatus: 'active' | 'archived' | 'deleted';
  startDate: string;
  endDate: string;
  initialEndDate: string;
  actionTypeId?: string;
  actionTypeName?: string;
  ownerId?: string;
  ownerFirstName?: string;
  ownerLastName?: string;
  assignedToId?: string;
  assignedToName?: string;
  businessAreaIds?: string[];
  audienceIds?: string[];
  tagIds?: string[];
  noteCount: number;
  reviewedBy?: string;
  reviewedOn?: string;
  nextReviewDue?: string;
  openState: 'open' | 'closed';
  dueKey: string;
  assigneeKey: string;
  ownerKey?: string;
  refKey: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  modifiedBy?: string;
  version: number;
}

type Facets = Record<string, string | number>;
type GoOptions = {
  pages?: 'all';
  attributes?: readonly string[];
  order?: 'asc' | 'desc';
  count?: number;
  limit?: number;
};
/** A Query of one of the action indexes, as ElectroDB chains it. */
export interface ActionQuery {
  between(from: Facets, to: Facets): ActionQuery;
  gte(from: Facets): ActionQuery;
  go(options?: GoOptions): Promise<{ data: Record<string, unknown>[] }>;
}

/**
 * The action indexes, typed: the kit's model type knows only the kit's own indexes (the stored layout
 * lays these over them), so this is the one place that says which keys each takes.
 */
export const actionQueries = actionEntity.query as unknown as {
  byAssignee(key: { organisationId: string; assigneeKey: string }): ActionQuery;
  byOwner(key: { organisationId: string; ownerKey: string }): ActionQuery;
  byOpenState(key: { organisationId: string; openState: 'open' | 'closed' }): ActionQuery;
  byRef(key: {
    organisationId: string;
    projectId: string;
    lifecycleStatus: 'active' | 'archived' | 'deleted';
  }): ActionQuery;
};

/** The actions of a Query of an action index, in stored form, with the attributes named as stored. */
export async function storedActionsOf(query: ActionQuery, attributes?: readonly string[]) {
  const { data } = await query.go({
    pages: 'all',
    ...(attributes ? { attributes: actionAttributeNames(attributes) } : {}),
  });
  return data.map(storedActionOf);
}

/** Actions of one project by id (one consistent BatchGet), in stored form; missing ones left out. */
export async function storedActionsById(
  organisationId: string,
  projectId: string,
  actionIds: readonly string[],
) {
  if (actionIds.length === 0) return [];
  const { data } = await actionEntity
    .get(actionIds.map((actionId) => actionKey(organisationId, projectId, actionId)))
    .go({ consistent: true });
  return data.map(storedActionOf);
}

/** One action of one project (a consistent GetItem), in stored form. */
export async function storedActionById(organisationId: string, projectId: string, actionId: string) {
  const { data } = await actionEntity
    .get(actionKey(organisationId, projectId, actionId))
    .go({ consistent: true });
  return data ? storedActionOf(data) : undefined;
}

/** Puts actions given in stored form (the seed, fixtures): ONE batch write of the model's items. */
export async function putStoredActions(actions: readonly object[]) {
  await actionEntity.put(actions.map(modelActionOf) as never).go();
}

/** Sets attributes of one action, given in stored form (not a versioned write: no history). */
export async function patchStoredAction(
  organisationId: string,
  projectId: string,
  actionId: string,
  set: object,
) {
  await actionEntity
    .patch(actionKey(organisationId, projectId, actionId))
    .set(modelActionOf(set) as never)
    .go();
}
