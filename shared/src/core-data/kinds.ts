import * as z from 'zod';
import { isValidEmail } from '../core/email';
import { ProgressStatus } from '../core/progress-status';
import { idSchema } from '../core/id-schema';

/** Longest name, description and other free text of a core data item (not in the spec: ours). */
export const CORE_DATA_NAME_MAX = 200;
export const CORE_DATA_TEXT_MAX = 1000;

const required = (max: number) => z.string().trim().min(1, 'is required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

const name = required(CORE_DATA_NAME_MAX);
const description = optionalText(CORE_DATA_TEXT_MAX);

/**
 * One kind of organisation core data (spec §2 core-data pages, §3). Adding a kind is adding one row
 * to `coreDataKinds`: its endpoints (list, get, create, update, delete, export), handlers, export
 * columns and permission-matrix probes are all generated from the row.
 */
export interface CoreDataKindDefinition<S extends z.ZodRawShape = z.ZodRawShape> {
  /** Path segment under `/core-data/` (spec §2 page names). */
  segment: string;
  /** PascalCase names used in endpoint ids: `get<singular>`, `list<plural>`. */
  singular: string;
  plural: string;
  label: string;
  /** The kind's input fields (create and update bodies; update adds `version`). */
  shape: S;
  /** The field that must be unique within the kind, compared case-insensitively. */
  uniqueField: keyof S & string;
  /** The item's display name, when the kind has no `name` field of its own. */
  displayName?: (input: z.infer<z.ZodObject<S>>) => string;
  /** Fields holding the id of an item of another kind (validated to exist in the organisation). */
  references?: Partial<Record<keyof S & string, string>>;
  /** Export columns in default order: key → header. Also the list's sortable and filterable keys. */
  columns: Record<string, string>;
}

const defineKind = <
  const S extends z.ZodRawShape,
  const Singular extends string,
  const Plural extends string,
>(
  definition: CoreDataKindDefinition<S> & { singular: Singular; plural: Plural },
) => definition;

const describedKind = <const Singular extends string, const Plural extends string>(
  segment: string,
  singular: Singular,
  plural: Plural,
  label: string,
) =>
  defineKind({
    segment,
    singular,
    plural,
    label,
    shape: { name, description },
    uniqueField: 'name',
    columns: { name: 'Name', description: 'Description' },
  });

export const coreDataKinds = {
  businessArea: describedKind('business-areas', 'BusinessArea', 'BusinessAreas', 'Business area'),
  placeGroup: describedKind('place-groups', 'PlaceGroup', 'PlaceGroups', 'Place group'),
  location: defineKind({
    segment: 'locations',
    singular: 'Location',
    plural: 'Locations',
    label: 'Location',
    shape: {
      name,
      streetAddress: optionalText(CORE_DATA_NAME_MAX),
      city: optionalText(100),
      country: optionalText(100),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
      placeGroupId: idSchema.optional(),
    },
    uniqueField: 'name',
    references: { placeGroupId: 'placeGroup' },
    columns: {
      name: 'Name',
      streetAddress: 'Street address',
      city: 'City',
      country: 'Country',
      latitude: 'Latitude',
      longitude: 'Longitude',
      placeGroupId: 'Place group',
    },
  }),
  process: defineKind({
    segment: 'processes',
    singular: 'Process',
    plural: 'Processes',
    label: 'Process',
    shape: {
      name,
      uniqueIdentifier: required(100),
      level1: optionalText(CORE_DATA_NAME_MAX),
      level2: optionalText(CORE_DATA_NAME_MAX),
      level3: optionalText(CORE_DATA_NAME_MAX),
      level4: optionalText(CORE_DATA_NAME_MAX),
      level5: optionalText(CORE_DATA_NAME_MAX),
      scopeItems: optionalText(CORE_DATA_TEXT_MAX),
      isInScope: z.boolean().default(true),
    },
    // Process names repeat across a hierarchy; the identifier is what must be unique.
    uniqueField: 'uniqueIdentifier',
    columns: {
      uniqueIdentifier: 'Unique identifier',
      name: 'Name',
      level1: 'Level 1',
      level2: 'Level 2',
      level3: 'Level 3',
      level4: 'Level 4',
      level5: 'Level 5',
      scopeItems: 'Scope items',
      isInScope: 'In scope',
    },
  }),
  trainingProgress: defineKind({
    segment: 'training-progress',
    singular: 'TrainingProgress',
    plural: 'TrainingProgresses',
    label: 'Training progress',
    shape: {
      name,
      trainingProgressStatus: z.union(
        Object.values(ProgressStatus).map((status) => z.literal(status)) as [
          z.ZodLiteral<ProgressStatus>,
          ...z.ZodLiteral<ProgressStatus>[],
        ],
      ),
    },
    uniqueField: 'name',
    columns: { name: 'Name', trainingProgressStatus: 'Status' },
  }),
  role: describedKind('roles', 'Role', 'Roles', 'Role'),
  actionType: describedKind('action-types', 'ActionType', 'ActionTypes', 'Action type'),
  impactType: describedKind('impact-types', 'ImpactType', 'ImpactTypes', 'Impact type'),
  label: defineKind({
    segment: 'labels',
    singular: 'Label',
    plural: 'Labels',
    label: 'Label',
    shape: {
      name,
      colour: z
        .string()
        .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #1A2B3C')
        .optional(),
      description,
    },
    uniqueField: 'name',
    columns: { name: 'Name', colour: 'Colour', description: 'Description' },
  }),
  stakeholder: defineKind({
    segment: 'stakeholders',
    singular: 'OrganisationStakeholder',
    plural: 'OrganisationStakeholders',
    label: 'Organisation stakeholder',
    shape: {
      firstName: required(100),
      lastName: required(100),
      email: z
        .string()
        .trim()
        .max(254)
        .refine((value) => isValidEmail(value), 'must be an email address'),
      role: optionalText(CORE_DATA_NAME_MAX),
      businessAreaId: idSchema.optional(),
    },
    // One person, one record: two stakeholders may share a name but never an email address.
    uniqueField: 'email',
    displayName: (input) => `${input.firstName} ${input.lastName}`,
    references: { businessAreaId: 'businessArea' },
    columns: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      role: 'Role',
      businessAreaId: 'Business area',
    },
  }),
  trainingType: describedKind('training-types', 'TrainingType', 'TrainingTypes', 'Training type'),
};

export type CoreDataKinds = typeof coreDataKinds;
export type CoreDataKind = keyof CoreDataKinds;
export const coreDataKindNames = Object.keys(coreDataKinds) as CoreDataKind[];

/** Columns every kind has besides its own: sortable, filterable and exportable. */
export const auditColumns = { createdAt: 'Created', updatedAt: 'Last updated' } as const;

/** Keys a kind's list may sort and filter by, and its export may pick. */
export const columnKeysOf = (kind: CoreDataKind) => [
  ...Object.keys(coreDataKinds[kind].columns),
  ...(Object.keys(coreDataKinds[kind].columns).includes('name') ? [] : ['name']),
  ...Object.keys(auditColumns),
];

/** The create body of a kind: its fields, strict (an unknown field is a 400 naming it). */
export const createSchemaOf = <K extends CoreDataKind>(kind: K) =>
  z.strictObject(coreDataKinds[kind].shape as CoreDataKinds[K]['shape']);

/** The update (PUT) body: every field again (a full replacement) plus the version the editor saw. */
export const updateSchemaOf = <K extends CoreDataKind>(kind: K) =>
  z.strictObject({
    ...(coreDataKinds[kind].shape as CoreDataKinds[K]['shape']),
    version: z.number().int().min(1),
  });

export const coreDataAuditShape = {
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  modifiedBy: z.string().optional(),
};

/** One item as the API returns it: its fields flat beside id, name, version and audit fields. */
export const itemSchemaOf = <K extends CoreDataKind>(kind: K) =>
  z.object({
    ...(coreDataKinds[kind].shape as CoreDataKinds[K]['shape']),
    ...coreDataAuditShape,
  });

export type CoreDataItem<K extends CoreDataKind = CoreDataKind> = z.infer<ReturnType<typeof itemSchemaOf<K>>>;
export type CoreDataInput<K extends CoreDataKind = CoreDataKind> = z.infer<
  ReturnType<typeof createSchemaOf<K>>
>;

/** The display name a kind stores in `name`. */
export function displayNameOf(kind: CoreDataKind, input: Record<string, unknown>): string {
  const definition = coreDataKinds[kind] as CoreDataKindDefinition;
  return definition.displayName ? definition.displayName(input) : String(input.name ?? '');
}

/** The case-insensitive value that must be unique within a kind. */
export function uniqueValueOf(kind: CoreDataKind, input: Record<string, unknown>): string {
  const field = coreDataKinds[kind].uniqueField;
  return String(input[field] ?? '')
    .trim()
    .toLocaleLowerCase('en-GB');
}
