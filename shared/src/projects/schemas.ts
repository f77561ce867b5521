import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import { copyableKinds, defaultCopiedKinds } from './copyable-kinds';
import { allProjectFlags } from '../permissions/project-flags';
import { descriptionSchema, nameSchema, versionSchema } from '../organisations/schemas';

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-mm-dd date');
/** Settings lists are small by nature; the cap keeps one item well under DynamoDB's 400 KB. */
export const SETTINGS_LIST_MAX_ITEMS = 100;

export const programmeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const programmeDetailSchema = programmeSchema.extend({
  projects: z.array(z.object({ id: z.string(), name: z.string(), lifecycleStatus: z.string() })),
  /** Whether the caller may edit the programme (programme edit/owner claim or owner+). */
  canEdit: z.boolean(),
});

export const lifecycleStatuses = ['active', 'archived', 'deleted'] as const;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The parent programme; null for a standalone project. */
  programmeId: z.string().nullable(),
  programmeName: z.string().nullable(),
  lifecycleStatus: z.enum(lifecycleStatuses),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ProjectResponse = z.infer<typeof projectSchema>;

export const programmeSortKeys = ['name', 'createdAt', 'updatedAt'];
export const programmeFilterKeys = ['name', 'description'];
export const projectSortKeys = ['name', 'programmeName', 'lifecycleStatus', 'createdAt', 'updatedAt'];
export const projectFilterKeys = ['name', 'programmeId', 'programmeName', 'lifecycleStatus'];

export const createProgrammeBody = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.optional(),
});
export const updateProgrammeBody = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  /** The version the editor saw: every versioned update is conditional on it. */
  version: versionSchema,
});
/** Parent programme id, or `standalone` for a project without one (the data model's parentId). */
export const parentProgrammeSchema = idSchema;
export const STANDALONE = 'standalone';

export const createProjectBody = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.optional(),
  /** Parent programme; omitted or `standalone` for a standalone project. */
  programmeId: parentProgrammeSchema.optional(),
});
export const updateProjectBody = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  programmeId: parentProgrammeSchema.optional(),
  /** Archive or re-activate; deletion is DELETE. */
  lifecycleStatus: z.enum(['active', 'archived']).optional(),
  version: versionSchema,
});
export const copyProjectBody = z.strictObject({
  name: nameSchema.optional(),
  programmeId: parentProgrammeSchema.optional(),
  /** What to copy besides the project's own name, description and programme. */
  copy: z
    .array(z.enum(copyableKinds))
    .max(copyableKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'must not name a kind twice')
    .default(defaultCopiedKinds),
});
/** The new project and how many of each chosen kind were copied into it (0 when the source had none). */
export const copiedProjectSchema = projectSchema.extend({
  copied: z.array(z.object({ kind: z.enum(copyableKinds), count: z.number().int().min(0) })),
});

// Settings sub-lists (spec §2 settings pages, §3 Milestone, phases). Items without id are new.
// Benefits are a project entity (shared/src/benefits/benefit.ts), not a list.
const itemId = idSchema.optional();
export const milestoneItem = z.strictObject({
  id: itemId,
  name: nameSchema,
  description: descriptionSchema.default(''),
  deadline: dateSchema.nullable().default(null),
  milestoneType: z.number().int().min(0).max(13).default(0),
});
export const phaseItem = z.strictObject({
  id: itemId,
  name: nameSchema,
  startDate: dateSchema.nullable().default(null),
  endDate: dateSchema.nullable().default(null),
});

/** A phase may not end before it starts (either date may be left open). */
export const phaseDatesInOrder = (phase: { startDate: string | null; endDate: string | null }) =>
  phase.startDate === null || phase.endDate === null || phase.endDate >= phase.startDate;
/** A phase as sent: the date order is checked, naming `endDate`. */
export const orderedPhaseItem = phaseItem.refine(phaseDatesInOrder, {
  path: ['endDate'],
  message: 'must be on or after the start date',
});

export const settingsListItems = { milestones: milestoneItem, phases: phaseItem };
export type SettingsListName = keyof typeof settingsListItems;

/** Body of a settings list replace: the whole list, conditional on the version the editor saw. */
export const settingsListBody = <T extends z.ZodObject>(item: T) =>
  z.strictObject({
    items: z.array(item).max(SETTINGS_LIST_MAX_ITEMS),
    /** 0 for a list never saved. */
    version: z.number().int().min(0).max(1_000_000_000),
  });
/** A stored list: every item has its id; version 0 means nothing was saved yet. */
export const settingsListResponse = <T extends z.ZodObject>(item: T) =>
  z.object({ items: z.array(item.extend({ id: z.string() })), version: z.number().int() });

/** A user's explicit rights on one project (project permissions page). */
export const projectPermissionSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  permissionScope: z.number().int(),
  /** ProjectFlag bits (shared/src/permissions/project-flags.ts). */
  flags: z.number().int(),
});
export const createProjectPermissionBody = z.strictObject({
  userId: idSchema,
  flags: z.number().int().min(1).max(allProjectFlags),
});

/** Users who can see a project without an explicit grant, through their organisation scope. */
export const inheritedUserSchema = projectPermissionSchema.extend({ source: z.enum(['organisation']) });

export const projectTeamUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Editors match people in imported sheets by e-mail as well as by name. */
  email: z.string(),
});

/** History kinds readable under a project (spec `{id}/{kind}/{entityId}/history`). */
export const projectHistoryKinds = [
  'project',
  'action',
  'impact',
  'stakeholder',
  'process',
  'audience',
] as const;
export type ProjectHistoryKind = (typeof projectHistoryKinds)[number];
/** A path segment naming a kind: checked by the service, so an unknown kind is a 404 like an unknown id. */
export const historyKindSegment = z.string().min(1).max(40);

export { copyableKinds, type CopyableKind, defaultCopiedKinds } from './copyable-kinds';
