import * as z from 'zod';
import { listQueryShape } from '../core/list-query-schema';
import { CUSTOM_KEY_PREFIX } from '../custom-fields/custom-field-key';
import { customValuesSchema } from '../custom-fields/schemas';
import { idSchema } from '../core/id-schema';
import { tagSchema } from '../tags/schemas';
import { CORE_DATA_IDS_MAX, type FieldDeclaration } from './field-kinds';
import type { ProjectEntityDeclaration } from './declaration';
import { apiItemOf, dateTimeInput, fieldNamed } from './api-shape-schemas';
import { keepsName, memberNameKey } from './kept-names';

export { rangeResultSchema, summarySchema, totalCountSchema } from './result-schemas';
export { keepsName, memberNameKey } from './kept-names';

/**
 * Every schema of a project entity, derived from its field declarations: bodies, item, list keys and
 * export columns. Nothing here names an entity.
 */
type Fields = Record<string, FieldDeclaration>;
const entries = (fields: Fields) => Object.entries(fields);
/** Kinds not sorted but filtered: several values ('has any of'), rich text ('contains'). */
const listKinds: readonly string[] = ['memberList', 'choices', 'coreDataIds', 'richText'];

/** A value as the API answers it: empty values (null, '') stay as they are. */
const outputOf = (field: FieldDeclaration): z.ZodType => {
  switch (field.kind) {
    case 'text':
    case 'richText':
      return z.string();
    case 'rag':
    case 'progress':
    case 'score':
      return z.number().int();
    case 'choices':
      return z.array(z.number().int());
    case 'coreDataIds':
    case 'memberList':
      return z.array(z.string());
    case 'scale':
      return z.number().int();
    case 'choice':
    case 'reference':
      return z.string().nullable();
    case 'number':
      return z.number().nullable();
    case 'boolean':
      return z.boolean();
    case 'date':
    case 'member':
    case 'parent':
      return z.string().nullable();
  }
};

export const VERSION_MAX = 1_000_000_000;
/** Ten years either way is the furthest a shift may move a date. */
export const SHIFT_DAYS_MAX = 3_660;

/** What a reviewed item carries (`reviewRange` entities): who, when, and when the next review is due. */
export const reviewShape = {
  reviewedBy: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedOn: z.string().nullable(),
  nextReviewDue: z.string().nullable(),
};
export const reviewKeys = Object.keys(reviewShape) as (keyof typeof reviewShape)[];
/** Longest text an uploaded cell may carry before the row's own rules are applied. */
const UPLOAD_TEXT_MAX = 40_000;
const version = z.number().int().min(1).max(VERSION_MAX);

export function entitySchemas(declaration: ProjectEntityDeclaration) {
  const { fields, idParam, limits } = declaration;
  const tagged = declaration.endpoints.tags === true;
  const custom = declaration.endpoints.customFields === true;
  const keyPrefixes = custom ? [CUSTOM_KEY_PREFIX] : [];
  const pluralKey = declaration.plural.charAt(0).toLowerCase() + declaration.plural.slice(1);
  const idsKey = `${declaration.name}Ids`;

  const shape = declaration.apiShape;
  const emptyDate = shape?.item?.emptyDate;
  const inputKey = (key: string) => shape?.item?.keys?.[key] ?? key;
  const inputOf = (field: FieldDeclaration) =>
    field.kind === 'date' && emptyDate !== undefined ? dateTimeInput : field.input;
  const takesNull = (field: FieldDeclaration) => !shape?.input?.nullOnlyWhereEmpty || field.empty === null;
  /** The fields a body takes, in order: the declared list (`apiShape.input`), else every field. */
  const bodyFields = (keys: readonly string[] | undefined): [string, FieldDeclaration][] =>
    keys ? keys.map((key) => [key, fieldNamed(declaration, key)]) : entries(fields);
  const createShape = Object.fromEntries(
    bodyFields(shape?.input?.create).map(([key, field]) => [
      inputKey(key),
      field.required
        ? inputOf(field)
        : takesNull(field)
          ? inputOf(field).nullable().optional()
          : inputOf(field).optional(),
    ]),
  );
  // Id lists after the fields (`apiShape.input.idLists`): the same list in create and update.
  const idListShape = Object.fromEntries(
    Object.entries(shape?.input?.idLists ?? {}).map(([key, list]) => [
      key,
      z.array(idSchema).max(list.max).optional(),
    ]),
  );
  Object.assign(createShape, idListShape);
  // A kit entity's create takes its tags and custom values too (issue 28: the create form sets them);
  // an API kept as it was (`apiShape.input`) takes tags only where it did.
  if (custom && !shape?.input)
    createShape.customFields = z
      .record(idSchema, z.union([z.string().max(UPLOAD_TEXT_MAX), z.number(), z.null()]))
      .optional();
  if (tagged && (shape?.input ? shape.input.createTagIds : true))
    createShape.tagIds = z
      .array(idSchema)
      .max(limits.tagsPerCall ?? limits.bulk)
      .optional();
  const updateShape = Object.fromEntries(
    bodyFields(shape?.input?.update).map(([key, field]) => [
      inputKey(key),
      field.required || !takesNull(field) ? inputOf(field).optional() : inputOf(field).nullable().optional(),
    ]),
  );
  Object.assign(updateShape, idListShape);
  const itemShape = Object.fromEntries(
    entries(fields).flatMap(([key, field]) => [
      [key, outputOf(field)],
      ...(keepsName(field) ? [[memberNameKey(key), z.string().nullable()]] : []),
    ]),
  );
  const sortKeys = [
    'refNumber',
    ...entries(fields)
      .filter(([, field]) => field.sortable)
      .map(([key]) => key),
    // Keys the entity's listing reads its own way (`apiShape.listKeys`: actions' review dates).
    ...(shape?.listKeys?.sorts ?? []),
    'createdAt',
    'updatedAt',
  ];
  const filterKeys = [
    ...sortKeys.filter((key) => key === 'refNumber' || fields[key]?.filterable !== false),
    // A parent field is not sortable (an id) but the list filters by it: a course group's courses.
    // A member list is not sortable either; it filters by its names ('contains'); a list of choices
    // or of core data ids filters 'has any of'.
    ...entries(fields)
      .filter(
        ([, field]) =>
          (field.kind === 'parent' || (listKinds.includes(field.kind) && field.filterable)) &&
          !field.sortable,
      )
      .map(([key]) => key),
    'lifecycleStatus',
    // Tag ids joined: `tags-ct-<id>|<id>` contains either, `tags-ct-<id>+<id>` contains all.
    ...(tagged ? ['tags'] : []),
    ...(shape?.listKeys?.filters ?? []),
  ];
  // A declared export sheet (`apiShape.export`) names its own columns; otherwise the declared fields'.
  const declaredExport = declaration.apiShape?.export;
  const exportColumns: Record<string, string> = declaredExport
    ? Object.fromEntries(Object.entries(declaredExport.columns).map(([key, column]) => [key, column.header]))
    : {
        refNumber: 'Ref',
        ...Object.fromEntries(
          entries(fields)
            .filter(([, field]) => field.exported)
            .map(([key, field]) => [key, field.label]),
        ),
        ...(tagged ? { tags: 'Tags' } : {}),
        createdAt: 'Created',
        updatedAt: 'Last updated',
      };
  const editableFields = entries(fields)
    .filter(([, field]) => field.editable)
    .map(([key]) => key);
  const clearableFields = entries(fields)
    .filter(([, field]) => field.clearable)
    .map(([key]) => key);
  const textMax = Math.max(
    1,
    ...entries(fields)
      .filter(([, field]) => field.kind === 'text' || field.kind === 'richText')
      .map(([, field]) => (field.input as z.ZodString).maxLength ?? 1),
  );

  const cell = z.union([z.string().max(UPLOAD_TEXT_MAX), z.number(), z.boolean(), z.null()]);
  const uploadRow = z.strictObject(
    Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [
        key,
        // A choices cell: the values, or their labels or numbers separated by commas ("People, Process").
        (field.kind === 'choices'
          ? z.union([cell, z.array(z.number()).max(50)])
          : field.kind === 'coreDataIds' || field.kind === 'memberList'
            ? z.union([cell, z.array(z.string().max(64)).max(100)])
            : cell
        ).optional(),
      ]),
    ),
  );
  // A tagged entity's sheet names its tags by text ("Pilot, Phase 2"), as its export writes them.
  const uploadRowTagged = tagged
    ? uploadRow.extend({
        tags: z.union([z.string().max(UPLOAD_TEXT_MAX), z.array(z.string().max(200)).max(100)]).optional(),
      })
    : uploadRow;
  // A declared row (`apiShape.upload.row`) is the API's own typed row, else the kit's loose cells.
  const declaredRow = shape?.upload?.row;
  // The organisation's custom fields by id (`customFields: true`): checked by the server per field.
  const uploadRowWithCustom = custom
    ? (declaredRow ?? uploadRowTagged).extend({ customFields: z.record(idSchema, cell).optional() })
    : (declaredRow ?? uploadRowTagged);
  const projectParams = z.strictObject({ organisationId: idSchema, projectId: idSchema });
  const oneParams = projectParams.extend({ [idParam]: idSchema });
  const ids = z.array(idSchema).min(1).max(limits.bulk);
  const columnKeys = Object.keys(exportColumns);
  const listQuery = listQueryShape({ sortKeys, filterKeys, keyPrefixes });
  const isColumn = (key: string) =>
    columnKeys.includes(key) || keyPrefixes.some((prefix) => key.startsWith(prefix));

  return {
    pluralKey,
    idsKey,
    sortKeys,
    filterKeys,
    exportColumns,
    editableFields,
    clearableFields,
    projectParams,
    oneParams,
    item: apiItemOf(declaration, {
      id: z.string(),
      organisationId: z.string(),
      projectId: z.string(),
      refNumber: z.number().int(),
      lifecycleStatus: z.enum(['active', 'archived', 'deleted']),
      ...itemShape,
      ...(declaration.endpoints.reviewRange ? reviewShape : {}),
      // Optional in the schema (the API always sends them when opted in), as in `EntityItemBase`.
      ...(tagged ? { tags: z.array(tagSchema).optional() } : {}),
      ...(custom ? { customFields: customValuesSchema.optional() } : {}),
      noteCount: z.number().int(),
      createdBy: z.string(),
      createdAt: z.string(),
      modifiedBy: z.string().nullable(),
      updatedAt: z.string(),
      version: z.number().int(),
    }),
    createBody: z.strictObject(createShape),
    /** The edit form's save: any subset of the fields, one version-checked change (all or nothing). */
    updateBody: z.strictObject({ ...updateShape, version }),
    addMultipleBody: z.strictObject({
      [pluralKey]: z.array(z.strictObject(createShape)).min(1).max(limits.upload),
    }),
    idsBody: z.strictObject({ [idsKey]: ids }),
    addTagsBody: z.strictObject({
      [idsKey]: ids,
      tagIds: z
        .array(idSchema)
        .min(1)
        .max(limits.tagsPerCall ?? limits.bulk),
    }),
    newRowsKey: `new${declaration.plural}`,
    replaceRowsKey: `${pluralKey}ToReplace`,
    /**
     * An upload: loose rows on purpose. The service checks each row against the create (or update)
     * rules and answers ALL row errors together (`payload.rows`), so the preview can show each one.
     */
    uploadBody: z.strictObject({
      [`new${declaration.plural}`]: z.array(uploadRowWithCustom).max(limits.upload),
      [`${pluralKey}ToReplace`]: z.array(uploadRowWithCustom.extend({ id: idSchema })).max(limits.upload),
      // The import preview's check (issue 28 item 2): the server's own rules, every row, nothing written.
      ...(shape?.upload ? {} : { dryRun: z.boolean().optional() }),
    }),
    /** The same values for several items: any grid-editable field, null clears a clearable one. */
    bulkUpdateBody: z.strictObject({
      [idsKey]: ids,
      ...Object.fromEntries(
        (shape?.input?.bulkUpdate
          ? Object.entries(shape.input.bulkUpdate).map(
              ([key, mode]) => [key, fieldNamed(declaration, key), mode === 'setOrClear'] as const,
            )
          : entries(fields)
              .filter(([, field]) => field.editable)
              .map(([key, field]) => [key, field, field.clearable] as const)
        ).map(([key, field, clears]) => {
          // A score may take another form in bulk (impact level: the short level, spec §3).
          const input = field.bulkInput?.input ?? inputOf(field);
          return [inputKey(key), clears ? input.nullable().optional() : input.optional()];
        }),
      ),
      // The same field on its own scale where its bulk form is another (impact level 1-10).
      ...Object.fromEntries(
        entries(fields).flatMap(([, field]) =>
          field.bulkInput?.scaleKey ? [[field.bulkInput.scaleKey, inputOf(field).optional()]] : [],
        ),
      ),
    }),
    /**
     * `PUT /{id}/{fieldName}` (spec §3 grid field update payload) with the version seen. The field name
     * is checked by the service (400 `params.fieldName`), so body faults are reported for any name.
     */
    fieldUpdateParams: oneParams.extend({
      fieldName: z
        .string()
        .max(40)
        .describe(`one of: ${editableFields.join(', ')}`),
    }),
    fieldUpdateBody: shape?.input?.fieldUpdate
      ? z.strictObject({
          text: z.string().max(shape.input.fieldUpdate.textMax).nullable().optional(),
          id: idSchema.nullable().optional(),
          date: (emptyDate === undefined ? z.string().max(40) : dateTimeInput).nullable().optional(),
          number: z
            .number()
            .int()
            .min(shape.input.fieldUpdate.numberMin)
            .max(shape.input.fieldUpdate.numberMax)
            .nullable()
            .optional(),
          version,
        })
      : z.strictObject({
          text: z.string().max(textMax).nullable().optional(),
          id: idSchema.nullable().optional(),
          date: z.string().max(40).nullable().optional(),
          number: z.number().finite().nullable().optional(),
          /** A field holding several values (pill editors): the whole list, checked by the field's kind. */
          numbers: z.array(z.number().finite()).max(CORE_DATA_IDS_MAX).optional(),
          ids: z.array(idSchema).max(CORE_DATA_IDS_MAX).optional(),
          version,
        }),
    clearFieldParams: oneParams.extend({
      fieldPath: z
        .string()
        .max(40)
        .describe(`one of: ${clearableFields.join(', ')}`),
    }),
    /** `?version=N`: read as text and checked by the service (400 `query.version`), as actions do. */
    versionQuery: z.strictObject({
      version: z.string().max(64).describe('the version seen, an integer ≥ 1'),
    }),
    listQuery: z.strictObject(listQuery),
    gridQuery: z.strictObject({
      sorts: listQuery.sorts,
      filters: listQuery.filters,
      /** Only the first N rows (the grid paints them while the rest loads), `1`-`500`. */
      first: z
        .string()
        .regex(/^[1-9]\d{0,2}$/, 'must be a whole number from 1 to 500')
        .refine((text) => Number(text) <= 500, 'must be a whole number from 1 to 500')
        .optional(),
    }),
    exportQuery: z.strictObject({
      // Taken and ignored (`apiShape.exportPaging`): the export is always the whole listing.
      ...(declaration.apiShape?.exportPaging ? { page: listQuery.page, pageSize: listQuery.pageSize } : {}),
      sorts: listQuery.sorts,
      filters: listQuery.filters,
      columns: z
        .string()
        .max(1000)
        .refine(
          (text) => text.split(',').every((key) => isColumn(key.trim())),
          `must be a comma-separated list of: ${[...columnKeys, ...keyPrefixes.map((prefix) => `${prefix}<fieldId>`)].join(', ')}`,
        )
        .optional(),
    }),
    shortHistoryQuery: z.strictObject({
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(limits.historyLimit ?? 100)
        .optional(),
    }),
    reviewBody: z.strictObject({
      [idsKey]: ids,
      comment: declaration.apiShape?.reviewCommentOptional
        ? z.string().trim().max(limits.comment).default('')
        : z.string().trim().min(1, 'is required').max(limits.comment),
    }),
    shiftDatesBody: z.strictObject({
      days: z.number().int().min(-SHIFT_DAYS_MAX).max(SHIFT_DAYS_MAX),
      /** Move the dates of linked items that have dates too (impacts: their actions). */
      shiftActions: z.boolean().optional(),
    }),
    commentBody: z.strictObject({ comment: z.string().trim().min(1, 'is required').max(limits.comment) }),
    comment: declaration.apiShape?.commentsByItemId ? itemCommentSchema(idParam) : entityCommentSchema,
  };
}

/** A comment on any project entity (entity type + id, as history already is). */
export const entityCommentSchema = z.object({
  id: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  comment: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type EntityComment = z.infer<typeof entityCommentSchema>;
/** A comment as an entity with `apiShape.commentsByItemId` answers it: `actionId` and its kind. */
export const itemCommentSchema = (idParam: string) =>
  z.object({
    id: z.string(),
    [idParam]: z.string(),
    comment: z.string(),
    kind: z.enum(['comment', 'review']),
    createdBy: z.string(),
    createdByName: z.string(),
    createdAt: z.string(),
  });

/** What an upload did. */
export const uploadResultSchema = z.object({
  created: z.number().int(),
  replaced: z.number().int(),
  ids: z.array(z.string()),
});
/** What an upload did, its ids under the declared key (`apiShape.upload.idsKey`), else the kit's `ids`. */
export const uploadResultOf = (declaration: ProjectEntityDeclaration) => {
  const idsKey = declaration.apiShape?.upload?.idsKey;
  return idsKey === undefined
    ? uploadResultSchema
    : z.object({ created: z.number().int(), replaced: z.number().int(), [idsKey]: z.array(z.string()) });
};
/** One row error of an upload, answered in the 400's payload (`payload.rows`). */
export const uploadRowErrorSchema = z.object({
  list: z.string(),
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowErrorSchema>;

/**
 * The payload of the ONE 409 every stale kit write answers (`commitVersionedUpdate`): who changed
 * which field, when, and the version their change produced. The web app shows it and reloads.
 */
export const staleVersionConflictSchema = z.object({
  reason: z.literal('stale-version'),
  latest: z
    .object({
      userId: z.string(),
      field: z.string().optional(),
      action: z.enum(['create', 'update', 'delete']),
      changedAt: z.string(),
      version: z.number().int(),
    })
    .optional(),
});
export type StaleVersionConflict = z.infer<typeof staleVersionConflictSchema>;

/** A shift: the item as it now is, and each linked item moved with it (type and id). */
export const shiftDatesResultSchema = z.object({
  days: z.number().int(),
  moved: z.array(z.object({ type: z.string(), id: z.string() })),
});
