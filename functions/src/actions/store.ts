import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { ragSortValue } from '@tandem/shared/core/rag-sort-value';
import type { RagStatus } from '@tandem/shared/core/rag';
import { dueKeyOf, isOpenAction, refKeyOf } from '@tandem/shared/actions/action-rules';
import type { ActionResponse } from '@tandem/shared/actions/schemas';
import type { ActionItem } from '../data/entities/action';
import { counterEntity } from '../data/entities/counter';
import { membershipEntity } from '../data/entities/membership';
import { programmeEntity } from '../data/entities/programme';
import { projectEntity } from '../data/entities/project';
import { tagEntity } from '../data/entities/tag';
import { badRequest, notFound } from '../http/http-error';
import { TtlCache } from '../data/ttl-cache';

/** The project an action request is about (its organisation and project ids). */
export interface ProjectScope {
  organisationId: string;
  projectId: string;
}

export type { ActionItem };

/** Counter kinds in the project partition: ref numbers, and the number of active actions (list totals). */
export const REF_COUNTER = 'action';
export const ACTIVE_COUNTER = 'activeActions';

export const actionTarget = (organisationId: string, projectId: string, actionId: string) => ({
  organisationId,
  entityType: 'action',
  entityId: actionId,
  projectId,
});

/** The index attributes of an action, derived from its fields; set on EVERY write. */
export function indexAttributes(item: {
  lifecycleStatus: ActionItem['lifecycleStatus'];
  progressStatus: number;
  endDate: string;
  assignedToId?: string | undefined;
  ownerId?: string | undefined;
  refNumber: number;
}) {
  return {
    lifecycleStatus: item.lifecycleStatus,
    openState: isOpenAction(item) ? ('open' as const) : ('closed' as const),
    dueKey: dueKeyOf(item.endDate),
    assigneeKey: item.assignedToId || 'none',
    ownerKey: item.ownerId || 'none',
    refKey: refKeyOf(item.refNumber),
  };
}

export interface ProjectContext {
  projectName: string;
  programmeName: string | null;
}

// Project and programme names change rarely; a warm Lambda keeps them 30 s (docs/decisions.md).
const projectContexts = new TtlCache<string, ProjectContext | null>(30_000);

/** The project's names, or 404 when the project does not exist (or is deleted) in the organisation. */
export async function requireProjectContext(
  organisationId: string,
  projectId: string,
): Promise<ProjectContext> {
  const context = await projectContexts.get(`${organisationId}/${projectId}`, async () => {
    const { data: project } = await projectEntity.get({ organisationId, projectId }).go();
    if (!project || project.lifecycleStatus === 'deleted') return null;
    const programme =
      project.parentId && project.parentId !== 'standalone'
        ? (await programmeEntity.get({ organisationId, programmeId: project.parentId }).go()).data
        : null;
    return { projectName: project.name, programmeName: programme?.name ?? null };
  });
  if (!context) throw notFound('The project (params.projectId)');
  return context;
}

/** Tag texts by id for the given ids (one BatchGet, nothing when there are no tags). */
export async function tagTexts(organisationId: string, tagIds: Iterable<string>) {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return new Map<string, string>();
  const { data } = await tagEntity.get(unique.map((tagId) => ({ organisationId, tagId }))).go();
  return new Map(data.map((tag) => [tag.tagId, tag.text]));
}

/** The number of active actions of the project (kept in the same transactions that change it). */
export async function activeActionCount(organisationId: string, projectId: string) {
  const { data } = await counterEntity.get({ organisationId, projectId, kind: ACTIVE_COUNTER }).go();
  return Math.max(0, data?.value ?? 0);
}

/** A member of the organisation as a person on an action (owner, assignee), or 400 naming the field. */
export async function requireMember(organisationId: string, userId: string, field: string) {
  const { data } = await membershipEntity.get({ organisationId, userId }).go();
  if (!data) throw badRequest(field, `${field}: not a member of the organisation.`);
  return data;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** The API shape of a stored action. */
export function toActionResponse(
  action: ActionItem,
  context: ProjectContext,
  tags: Map<string, string>,
): ActionResponse {
  return {
    id: action.actionId,
    organisationId: action.organisationId,
    projectId: action.projectId,
    refNumber: action.refNumber,
    name: action.name,
    description: action.description ?? '',
    ragStatus: action.ragStatus,
    ragSortValue: ragSortValue(action.ragStatus as RagStatus, action.progressStatus),
    progressStatus: action.progressStatus,
    lifecycleStatus: action.lifecycleStatus,
    startDate: action.startDate ?? EMPTY_DATE,
    endDate: action.endDate ?? EMPTY_DATE,
    initialEndDate: action.initialEndDate ?? EMPTY_DATE,
    actualEndDate: action.endDate ?? EMPTY_DATE,
    actionTypeId: orNull(action.actionTypeId),
    actionType: orNull(action.actionTypeName),
    ownerId: orNull(action.ownerId),
    owner: action.ownerId
      ? { sub: action.ownerId, firstName: action.ownerFirstName ?? '', lastName: action.ownerLastName ?? '' }
      : null,
    assignedToId: orNull(action.assignedToId),
    assignedToName: orNull(action.assignedToName),
    businessAreaIds: action.businessAreaIds ?? [],
    audienceIds: action.audienceIds ?? [],
    tags: (action.tagIds ?? []).filter((id) => tags.has(id)).map((id) => ({ id, text: tags.get(id)! })),
    noteCount: action.noteCount ?? 0,
    projectName: context.projectName,
    programmeName: context.programmeName,
    createdBy: action.createdBy,
    createdAt: action.createdAt,
    modifiedBy: orNull(action.modifiedBy),
    updatedAt: action.updatedAt,
    reviewedBy: orNull(action.reviewedBy),
    reviewedOn: orNull(action.reviewedOn),
    nextReviewDue: orNull(action.nextReviewDue),
    version: action.version,
  };
}

/** Responses for several actions with one tag look-up. */
export async function toActionResponses(
  organisationId: string,
  actions: ActionItem[],
  context: ProjectContext,
) {
  const tags = await tagTexts(
    organisationId,
    actions.flatMap((action) => action.tagIds ?? []),
  );
  return actions.map((action) => toActionResponse(action, context, tags));
}
