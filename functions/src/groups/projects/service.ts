import { refusalMessage } from '@tandem/shared/permissions/refusal-message';
import { randomUUID } from 'node:crypto';
import { toListQuery, type ListQueryInput } from '@tandem/shared/core/list-query-schema';
import { NAME_MAX_LENGTH } from '@tandem/shared/organisations/schemas';
import { can } from '@tandem/shared/permissions/can';
import {
  copyableKinds,
  type CopyableKind,
  projectHistoryKinds,
  STANDALONE,
} from '@tandem/shared/projects/schemas';
import type { Caller } from '../../http/caller';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { programmeEntity } from '../../data/entities/programme';
import { projectEntity, standaloneParent } from '../../data/entities/project';
import { settingsListEntity } from '../../data/entities/settings-list';
import { readHistory, type HistoryTarget } from '../../data/history';
import {
  commitVersionedUpdate,
  commitWithHistory,
  historyItems,
  staleVersionConflict,
  type FieldChange,
} from '../../data/versioned-write';
import { applyListQuery, type FieldAccessors } from '../../lists/apply-list-query';
import { historyResponses } from '../../data/history-response';
import { toProgrammeResponse } from '../../data/programme-response';
import {
  programmesAndProjects,
  projectsOfProgramme,
  requireProgramme,
  requireProject,
  toProjectResponse,
  type ProgrammeItem,
  type ProjectItem,
} from './hierarchy';
import { copyActiveActions } from './copy-actions';
import { type ListName, settingsListNames } from './settings-lists';
import { benefits } from '@tandem/shared/benefits/benefit';
import { benefitEntity } from '../../data/entities/benefit';
import { copyActiveItems } from '../../entity-kit/service';

const benefitStore = { declaration: benefits.declaration, schemas: benefits.schemas, entity: benefitEntity };

const author = (caller: Caller) => ({ userId: caller.userId });
const programmeTarget = (organisationId: string, programmeId: string) => ({
  organisationId,
  entityType: 'programme',
  entityId: programmeId,
});
export const projectTarget = (organisationId: string, projectId: string) => ({
  organisationId,
  entityType: 'project',
  entityId: projectId,
  projectId,
});

/** Field changes between what is stored and what was sent (unsent fields are unchanged). */
function changesOf<T extends Record<string, unknown>>(stored: T, sent: Partial<T>, fields: (keyof T)[]) {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const value = sent[field];
    if (value !== undefined && value !== (stored[field] ?? (typeof value === 'string' ? '' : undefined)))
      changes.push({ field: String(field), oldValue: stored[field] ?? null, newValue: value });
  }
  return changes;
}

async function checkVersion(seen: number, current: number, target: HistoryTarget, what: string) {
  if (seen !== current) throw await staleVersionConflict(target, `this ${what}`);
  return seen;
}

// ---- programmes ----

const programmeAccessors: FieldAccessors<ProgrammeItem> = {
  name: (programme) => programme.name,
  description: (programme) => programme.description,
  createdAt: (programme) => programme.createdAt,
  updatedAt: (programme) => programme.updatedAt,
};

/** One Query of the organisation's programmes (access pattern 3), then filter, sort and page. */
export async function listProgrammes(organisationId: string, query: ListQueryInput) {
  const { data } = await programmeEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  const page = applyListQuery(data, toListQuery(query), programmeAccessors);
  return { ...page, items: page.items.map(toProgrammeResponse) };
}

export async function createProgramme(
  caller: Caller,
  organisationId: string,
  input: { name: string; description?: string },
) {
  const programmeId = randomUUID();
  const item = {
    organisationId,
    programmeId,
    name: input.name,
    description: input.description ?? '',
    createdBy: caller.userId,
  };
  await commitWithHistory({
    writes: (entities) => [entities.programme.create(item).commit()],
    history: historyItems(
      programmeTarget(organisationId, programmeId),
      author(caller),
      [
        { field: 'name', oldValue: null, newValue: item.name },
        { field: 'description', oldValue: null, newValue: item.description },
      ],
      1,
      'create',
    ),
  });
  return toProgrammeResponse(await requireProgramme(organisationId, programmeId));
}

export async function getProgramme(caller: Caller, organisationId: string, programmeId: string) {
  const [programme, projects] = await Promise.all([
    requireProgramme(organisationId, programmeId),
    projectsOfProgramme(organisationId, programmeId),
  ]);
  const canEdit = can(
    caller.permissions,
    { kind: 'programme', access: 'edit' },
    { organisationId, programmeId },
  );
  return {
    ...toProgrammeResponse(programme),
    // Only projects the caller may view (issue 36); the programme's editors manage all of them.
    projects: projects
      .filter(
        (project) =>
          canEdit || can(caller.permissions, viewProject, { organisationId, projectId: project.projectId }),
      )
      .map((project) => ({
        id: project.projectId,
        name: project.name,
        lifecycleStatus: project.lifecycleStatus,
      })),
    canEdit,
  };
}

export async function updateProgramme(
  caller: Caller,
  organisationId: string,
  programmeId: string,
  input: { name?: string; description?: string; version: number },
) {
  const programme = await requireProgramme(organisationId, programmeId);
  const seen = await checkVersion(
    input.version,
    programme.version,
    programmeTarget(organisationId, programmeId),
    'programme',
  );
  const changes = changesOf(programme, input, ['name', 'description']);
  if (changes.length === 0) return toProgrammeResponse(programme);
  const set = Object.fromEntries(changes.map((change) => [change.field, change.newValue]));
  await commitVersionedUpdate({
    writes: (entities) => [
      entities.programme
        .patch({ organisationId, programmeId })
        .set({ ...set, modifiedBy: caller.userId })
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, seen))
        .commit(),
    ],
    history: historyItems(programmeTarget(organisationId, programmeId), author(caller), changes, seen + 1),
    target: programmeTarget(organisationId, programmeId),
    what: 'this programme',
  });
  return toProgrammeResponse(await requireProgramme(organisationId, programmeId));
}

/** Programmes have no lifecycle in the spec: deleted for good, and only once no project is left in them. */
export async function deleteProgramme(caller: Caller, organisationId: string, programmeId: string) {
  const [programme, projects] = await Promise.all([
    requireProgramme(organisationId, programmeId),
    projectsOfProgramme(organisationId, programmeId),
  ]);
  if (projects.length > 0) {
    throw conflict(
      `The programme still has ${projects.length} project(s): move or delete them first, then try again.`,
      { reason: 'programme-not-empty' },
    );
  }
  await commitVersionedUpdate({
    target: programmeTarget(organisationId, programmeId),
    what: 'this programme',
    writes: (entities) => [
      entities.programme
        .delete({ organisationId, programmeId })
        .where(({ version }, { eq }) => eq(version, programme.version))
        .commit(),
      entities.settingsList
        .delete({ organisationId, ownerType: 'PROGRAMME', ownerId: programmeId, listName: 'milestones' })
        .commit(),
    ],
    history: historyItems(
      programmeTarget(organisationId, programmeId),
      author(caller),
      [{ field: 'name', oldValue: programme.name, newValue: null }],
      programme.version + 1,
      'delete',
    ),
  });
  return { id: programmeId };
}

// ---- projects ----

type ProjectRow = ProjectItem & { programmeName: string | null };

const projectAccessors: FieldAccessors<ProjectRow> = {
  name: (project) => project.name,
  programmeId: (project) => (project.parentId === standaloneParent ? '' : project.parentId),
  programmeName: (project) => project.programmeName,
  lifecycleStatus: (project) => project.lifecycleStatus,
  createdAt: (project) => project.createdAt,
  updatedAt: (project) => project.updatedAt,
};

const viewProject = { kind: 'project', area: 'project', access: 'view' } as const;

/** The projects the caller may view (deleted ones never), from ONE Query of the hierarchy range. */
export async function listProjects(caller: Caller, organisationId: string, query: ListQueryInput) {
  const { programmes, projects } = await programmesAndProjects(organisationId);
  const names = new Map(programmes.map((programme) => [programme.programmeId, programme.name]));
  const rows: ProjectRow[] = projects
    .filter((project) => project.lifecycleStatus !== 'deleted')
    .filter((project) =>
      can(caller.permissions, viewProject, { organisationId, projectId: project.projectId }),
    )
    .map((project) => ({ ...project, programmeName: names.get(project.parentId) ?? null }));
  const page = applyListQuery(rows, toListQuery(query), projectAccessors);
  return { ...page, items: page.items.map((row) => toProjectResponse(row, row.programmeName)) };
}

const visibleByName = (caller: Caller, organisationId: string, projects: ProjectItem[]) =>
  projects
    .filter((project) => project.lifecycleStatus !== 'deleted')
    .filter((project) =>
      can(caller.permissions, viewProject, { organisationId, projectId: project.projectId }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));

/** Standalone projects the caller may view: one Query of gsi1 `PARENT#standalone` (pattern 6). */
export async function listOrphanProjects(caller: Caller, organisationId: string) {
  const { data } = await projectEntity.query
    .byParent({ organisationId, parentId: standaloneParent })
    .go({ pages: 'all' });
  return visibleByName(caller, organisationId, data).map((project) => toProjectResponse(project, null));
}

/** Projects of a programme the caller may view (GetItem of the programme + pattern 5). */
export async function listProgrammeProjects(caller: Caller, organisationId: string, programmeId: string) {
  const programme = await requireProgramme(organisationId, programmeId);
  const projects = await projectsOfProgramme(organisationId, programmeId);
  return visibleByName(caller, organisationId, projects).map((project) =>
    toProjectResponse(project, programme.name),
  );
}

async function parentOf(organisationId: string, programmeId: string | null | undefined, field: string) {
  if (!programmeId || programmeId === STANDALONE) return { parentId: standaloneParent, programmeName: null };
  const programme = await requireProgramme(organisationId, programmeId, field);
  return { parentId: programme.programmeId, programmeName: programme.name };
}

export async function getProject(organisationId: string, projectId: string) {
  const project = await requireProject(organisationId, projectId);
  const { programmeName } = await parentOf(
    organisationId,
    project.parentId === standaloneParent ? null : project.parentId,
    'parentId',
  ).catch(() => ({ programmeName: null }));
  return toProjectResponse(project, programmeName);
}

export async function createProject(
  caller: Caller,
  organisationId: string,
  input: { name: string; description?: string; programmeId?: string | null },
) {
  const { parentId } = await parentOf(organisationId, input.programmeId, 'body.programmeId');
  const projectId = randomUUID();
  const item = {
    organisationId,
    projectId,
    parentId,
    name: input.name,
    description: input.description ?? '',
    createdBy: caller.userId,
  };
  await commitWithHistory({
    writes: (entities) => [entities.project.create(item).commit()],
    history: historyItems(
      projectTarget(organisationId, projectId),
      author(caller),
      [
        { field: 'name', oldValue: null, newValue: item.name },
        { field: 'description', oldValue: null, newValue: item.description },
        { field: 'programmeId', oldValue: null, newValue: parentId === standaloneParent ? null : parentId },
      ],
      1,
      'create',
    ),
  });
  return getProject(organisationId, projectId);
}

/**
 * Moving a project between programmes changes both programmes (issue 36): the project's edit right
 * is not enough, the caller needs the edit right on the programme it leaves and the one it joins
 * (owners+ hold it on all; standalone needs none). docs/decisions.md, "security".
 */
function requireMoveRights(caller: Caller, organisationId: string, parentIds: string[]) {
  for (const programmeId of parentIds.filter((id) => id !== standaloneParent))
    if (!can(caller.permissions, { kind: 'programme', access: 'edit' }, { organisationId, programmeId }))
      throw forbidden(
        'Moving a project needs the edit right on both programmes (body.programmeId): ask a programme owner.',
      );
}

export async function updateProject(
  caller: Caller,
  organisationId: string,
  projectId: string,
  input: {
    name?: string;
    description?: string;
    programmeId?: string | null;
    lifecycleStatus?: 'active' | 'archived';
    version: number;
  },
) {
  const project = await requireProject(organisationId, projectId);
  const seen = await checkVersion(
    input.version,
    project.version,
    projectTarget(organisationId, projectId),
    'project',
  );
  const changes = changesOf(project, input, ['name', 'description', 'lifecycleStatus']);
  let parentId = project.parentId;
  if (input.programmeId !== undefined) {
    ({ parentId } = await parentOf(organisationId, input.programmeId, 'body.programmeId'));
    if (parentId !== project.parentId) {
      requireMoveRights(caller, organisationId, [project.parentId, parentId]);
      const label = (id: string) => (id === standaloneParent ? null : id);
      changes.push({ field: 'programmeId', oldValue: label(project.parentId), newValue: label(parentId) });
    }
  }
  if (changes.length === 0) return getProject(organisationId, projectId);
  const set = Object.fromEntries(
    changes
      .filter((change) => change.field !== 'programmeId')
      .map((change) => [change.field, change.newValue]),
  );
  await commitVersionedUpdate({
    // name and parentId always travel together: both are composites of the by-parent index key.
    writes: (entities) => [
      entities.project
        .patch({ organisationId, projectId })
        .set({ name: project.name, ...set, parentId, modifiedBy: caller.userId })
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, seen))
        .commit(),
    ],
    history: historyItems(projectTarget(organisationId, projectId), author(caller), changes, seen + 1),
    target: projectTarget(organisationId, projectId),
    what: 'this project',
  });
  return getProject(organisationId, projectId);
}

/** Soft delete (spec lifecycle active → deleted): the item stays with its history; lists drop it. */
export async function deleteProject(caller: Caller, organisationId: string, projectId: string) {
  const project = await requireProject(organisationId, projectId);
  await commitVersionedUpdate({
    writes: (entities) => [
      entities.project
        .patch({ organisationId, projectId })
        .set({ lifecycleStatus: 'deleted', modifiedBy: caller.userId })
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, project.version))
        .commit(),
    ],
    history: historyItems(
      projectTarget(organisationId, projectId),
      author(caller),
      [{ field: 'lifecycleStatus', oldValue: project.lifecycleStatus, newValue: 'deleted' }],
      project.version + 1,
      'delete',
    ),
    target: projectTarget(organisationId, projectId),
    what: 'this project',
  });
  return toProjectResponse({ ...project, lifecycleStatus: 'deleted', version: project.version + 1 }, null);
}

/**
 * A new project with the source's description and parent, and the chosen kinds: settings lists (new
 * item ids) in the project's own transaction, then active actions (copy-actions.ts) and benefits (the
 * entity kit's `copyActiveItems`) in batches.
 * Answers the project and how many of each chosen kind were copied.
 */
export async function copyProject(
  caller: Caller,
  organisationId: string,
  projectId: string,
  input: { name?: string; programmeId?: string | null; copy: CopyableKind[] },
) {
  const source = await requireProject(organisationId, projectId);
  const { parentId } =
    input.programmeId === undefined
      ? { parentId: source.parentId }
      : await parentOf(organisationId, input.programmeId, 'body.programmeId');
  const copyId = randomUUID();
  const name = input.name ?? `${source.name} (copy)`.slice(0, NAME_MAX_LENGTH);
  const chosenLists = settingsListNames.filter((listName) => input.copy.includes(listName));
  const lists = await Promise.all(
    chosenLists.map(async (listName) => {
      const { data } = await settingsListEntity
        .get({ organisationId, ownerType: 'PROJECT', ownerId: projectId, listName })
        .go();
      return { listName, items: (data?.items ?? []) as Record<string, unknown>[] };
    }),
  );
  const copiedLists = lists.filter((list) => list.items.length > 0);
  await commitWithHistory({
    writes: (entities) => [
      entities.project
        .create({
          organisationId,
          projectId: copyId,
          parentId,
          name,
          description: source.description ?? '',
          createdBy: caller.userId,
        })
        .commit(),
      ...copiedLists.map((list) =>
        entities.settingsList
          .create({
            organisationId,
            ownerType: 'PROJECT',
            ownerId: copyId,
            listName: list.listName,
            items: list.items.map((item) => ({ ...item, id: randomUUID() })),
            createdBy: caller.userId,
          })
          .commit(),
      ),
    ],
    history: historyItems(
      projectTarget(organisationId, copyId),
      author(caller),
      [
        { field: 'name', oldValue: null, newValue: name },
        { field: 'copiedFrom', oldValue: null, newValue: projectId },
      ],
      1,
      'create',
    ),
  });
  const actionCount = input.copy.includes('actions')
    ? await copyActiveActions(caller, organisationId, projectId, copyId)
    : 0;
  const benefitCount = input.copy.includes('benefits')
    ? await copyActiveItems(
        caller,
        benefitStore,
        { organisationId, projectId },
        { organisationId, projectId: copyId },
      )
    : 0;
  const counts: Record<CopyableKind, number> = {
    ...(Object.fromEntries(lists.map((list) => [list.listName, list.items.length])) as Record<
      ListName,
      number
    >),
    actions: actionCount,
    benefits: benefitCount,
  };
  return {
    ...(await getProject(organisationId, copyId)),
    copied: copyableKinds
      .filter((kind) => input.copy.includes(kind))
      .map((kind) => ({ kind, count: counts[kind] })),
  };
}

const historyArea = {
  action: 'action',
  impact: 'impact',
  stakeholder: 'stakeholder',
  process: 'process',
  audience: 'stakeholder',
} as const;

/** History of the project itself or of one entity in it (entries of other projects never leak). */
export async function getProjectHistory(
  caller: Caller,
  organisationId: string,
  projectId: string,
  kind: string,
  entityId: string,
) {
  if (kind !== 'project' && !(kind in historyArea))
    throw notFound(`The history kind (params.kind: one of ${projectHistoryKinds.join(', ')})`);
  const project = await requireProject(organisationId, projectId);
  if (kind === 'project') {
    if (entityId !== project.projectId) throw notFound('The project (params.entityId)');
  } else if (
    !can(
      caller.permissions,
      { kind: 'project', area: historyArea[kind as keyof typeof historyArea], access: 'view' },
      { organisationId, projectId },
    )
  ) {
    throw forbidden(
      refusalMessage({
        kind: 'project',
        area: historyArea[kind as keyof typeof historyArea],
        access: 'view',
      }),
    );
  }
  const entries = await readHistory({ organisationId, entityType: kind, entityId });
  return historyResponses(
    organisationId,
    entries.filter((entry) => entry.projectId === projectId),
  );
}
