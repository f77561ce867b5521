import type * as z from 'zod';

/**
 * How an entity's API differs from the kit's own shape, for an entity that joins the kit with an API
 * clients already call (actions, issue 9 item 6: "no change of behaviour"). Every option is generic:
 * the schemas (`schemas.ts`) and the server (`functions/src/entity-kit/`) honour it for any entity, and
 * an entity without `apiShape` answers exactly the kit's shape.
 */
export interface EntityApiShape {
  /** `review-range` may be sent without a comment (or a blank one): the items are reviewed, no comment kept. */
  readonly reviewCommentOptional?: boolean;
  /** The export takes the list's `page` and `pageSize` too (and still exports the whole listing). */
  readonly exportPaging?: boolean;
  /** The export's own sheet, when not the kit's declared columns (`exportColumns`). */
  readonly export?: EntityApiExport;
  /**
   * Comments answer the item's id under the entity's `idParam` (`actionId`) and their `kind`
   * ('comment', or 'review' for a review-range comment) instead of `entityType`/`entityId`.
   */
  readonly commentsByItemId?: boolean;
  /** The item as the API answers it, when it is not the kit's own shape (`api-item.ts`). */
  readonly item?: EntityApiItem;
  /** The bodies as the API takes them, when not the kit's own (fields under `item.keys` either way). */
  readonly input?: EntityApiInput;
  /** Create-from-upload as clients already call it, when not the kit's loose cells (`EntityApiUpload`). */
  readonly upload?: EntityApiUpload;
  /** Sort and filter keys the list queries take beyond the kit's derived ones (`EntityApiListKeys`). */
  readonly listKeys?: EntityApiListKeys;
}

/**
 * Keys an API took that the kit does not derive from the fields (`EntityApiShape.listKeys`): those its
 * listing reads its own way (the server's `EntityOptions.listing.keys`, over stored attributes no
 * field declares), or a field the kit lists as stored but would not offer (a core data id list). The
 * list, grid-data and export queries take them. `sorts` and `filters` are strings checked against the
 * key lists by a refinement, so no JSON Schema shows a key missing: hold the lists by a test.
 */
export interface EntityApiListKeys {
  /** Keys sorted and filtered by, besides the sortable fields (listed before `createdAt`). */
  readonly sorts?: readonly string[];
  /** Keys filtered by only, besides the derived ones (listed last). */
  readonly filters?: readonly string[];
}

/** What an upload's rows may point at, read once per upload (`EntityApiUpload.rowProblems`). */
export interface EntityUploadLookups {
  /** The organisation's members' ids. */
  readonly memberIds: ReadonlySet<string>;
  /** The organisation's core data ids of each kind a reference field targets, by kind. */
  readonly coreDataIds: Readonly<Record<string, ReadonlySet<string>>>;
}

/** One problem of one uploaded row, under the key the row gives the field. */
export interface EntityUploadRowProblem {
  readonly field: string;
  readonly message: string;
}

/**
 * Create-from-upload in the shape clients already send and read (`EntityApiShape.upload`). The rows are
 * typed (not the kit's loose cells) under the API's keys (`item.keys`); the server maps each back to
 * the kit's keys (and dates to days) before it writes.
 */
export interface EntityApiUpload {
  /**
   * One row as the body takes it (a replacing row adds `id`). Typed loosely enough that a bad value
   * still reaches `rowProblems` (a name up to twice its limit, any number), so every problem is told.
   */
  readonly row: z.ZodObject;
  /**
   * Every problem of one row, in place of the kit's create (or update) schema issues and member check:
   * the entity's own check, the one its web preview runs, in the words clients already show.
   */
  readonly rowProblems: (
    row: Readonly<Record<string, unknown>>,
    lookups: EntityUploadLookups,
  ) => readonly EntityUploadRowProblem[];
  /**
   * Fields (declaration keys) a replacing row leaves as stored when its cell is empty (null or ''),
   * instead of clearing them: the row sets only what it gives.
   */
  readonly emptyKeeps?: readonly string[];
  /** The answer's key for the ids created and replaced (default `ids`). */
  readonly idsKey?: string;
}

/**
 * Bodies in another shape than the kit's. Field keys are the declaration's (a body takes each under
 * its `item.keys` rename); the server maps a body back to the kit's keys before its services see it.
 */
export interface EntityApiInput {
  /** The fields create (and add-multiple) takes, in order; the others are not taken. */
  readonly create?: readonly string[];
  /**
   * Create and add-multiple take `tagIds` after the fields (a tagged entity): the new item's tags, up to
   * `limits.tagsPerCall`, written in the create's own transaction (unknown tags: the 400 naming it).
   */
  readonly createTagIds?: boolean;
  /**
   * Id lists create, add-multiple and update take after the fields (before `tagIds` and `version`), by
   * body key: ids of another kit entity's items in the same project, kept on the item under the
   * attribute of the same key (`[]` when none; the history names that key).
   */
  readonly idLists?: Readonly<Record<string, EntityApiIdList>>;
  /** The fields the edit form's update takes, in order; the others are not taken. */
  readonly update?: readonly string[];
  /** The fields bulk update takes, in order: a value only (`set`), or null too to clear (`setOrClear`). */
  readonly bulkUpdate?: Readonly<Record<string, 'set' | 'setOrClear'>>;
  /** How bulk update skips items, when not the kit's own way (`EntityApiBulkUpdateSkips`). */
  readonly bulkUpdateSkips?: EntityApiBulkUpdateSkips;
  /**
   * What a reference to no item of its target answers after `<field>: `, by field (in place of the
   * kit's `not a … of the organisation.`): the words clients already read (`no such action type.`).
   */
  readonly referenceRefusals?: Readonly<Record<string, string>>;
  /** Create and update take null only for fields whose empty value is null (dates, members, references). */
  readonly nullOnlyWhereEmpty?: boolean;
  /** The grid's one-field payload: the longest text, whole numbers within bounds, no list payloads. */
  readonly fieldUpdate?: EntityApiFieldUpdate;
  /** How the tags a body names are checked (create's `tagIds`, the bulk tag add). */
  readonly tagChecks?: EntityApiTagChecks;
}

/** Tag checks answered as clients already read them (`EntityApiInput.tagChecks`). */
export interface EntityApiTagChecks {
  /** The words after `<field>: ` for a tag not in the organisation, `{id}` its id (default `no tag {id} in the organisation.`). */
  readonly unknownTag?: string;
  /** The bulk tag add checks the tags before the items: an unknown tag is the 400 even beside a missing item. */
  readonly tagsFirst?: boolean;
}

/** Bulk update's skips as clients already read them. */
export interface EntityApiBulkUpdateSkips {
  /** The reason an item the values would not change is skipped with (default `Already has these values`). */
  readonly unchangedReason?: string;
  /**
   * A body that sets no field skips every item (found first, so an unknown id is still the 404) with
   * `unchangedReason`, instead of the 400 `body: give at least one field to set.`
   */
  readonly noFieldSkipsAll?: boolean;
}

/** The grid's one-field edit (`PUT /{id}/{fieldName}`) as clients already send it. */
export interface EntityApiFieldUpdate {
  readonly textMax: number;
  readonly numberMin: number;
  readonly numberMax: number;
  /**
   * Fields whose edit without a value (the payload null or absent) changes nothing, never a clear or
   * a 400: answered as a save of nothing, so a stale version is still the 409.
   */
  readonly emptyIgnored?: readonly string[];
  /** A payload left out is taken as null: a clearable field is cleared, any other refused. */
  readonly absentIsEmpty?: boolean;
  /** What a refused value answers after `body.<payload>: `, by field (in place of the kind's words). */
  readonly refusals?: Readonly<Record<string, string>>;
  /**
   * A refused member or reference names the payload and then the field's API key (`item.keys`):
   * `body.id.ownerId`.
   */
  readonly refusedAtApiKey?: boolean;
  /** The item is looked up before the payload is checked: a missing item is the 404 whatever was sent. */
  readonly itemFirst?: boolean;
}

/** An id list a body takes (`EntityApiInput.idLists`). */
export interface EntityApiIdList {
  /** The `name` of the kit entity whose items (in the same project) the ids point at. */
  readonly target: string;
  /** Most ids one list holds. */
  readonly max: number;
  /**
   * Each id is checked to be an active item of the target in the project (else the 400 naming
   * `<key>.<index>`). Unchecked ids are kept as given, repeats dropped: an API that took the list before
   * the target existed (actions' `audienceIds`) keeps taking what it took.
   */
  readonly checked: boolean;
}

/**
 * An item answered in another shape than the kit's: every option maps the kit's answer key by key, so
 * the stored item and the services stay the kit's.
 */
export interface EntityApiItem {
  /** Declared fields answered and taken (bodies, bulk update) under another key: `{ owner: 'ownerId' }`. */
  readonly keys?: Readonly<Record<string, string>>;
  /** The key of the name kept beside a member or reference field, when not `<field>Name`. */
  readonly nameKeys?: Readonly<Record<string, string>>;
  /** Member fields whose kept name is answered as a person `{ sub, firstName, lastName }`, or null. */
  readonly persons?: readonly string[];
  /**
   * Dates answered as `yyyy-mm-ddT00:00:00` and an empty date as this sentinel (never null); a body's
   * date may then carry a time (`dateTimeInput`), and the sentinel or any day before 1900 clears it.
   */
  readonly emptyDate?: string;
  /**
   * Read-only values the entity computes for each answer (its server implementation supplies them,
   * `EntityOptions.computed`), by key.
   */
  readonly computed?: Readonly<Record<string, z.ZodType>>;
  /** Every key answered, in order: a kit key left out is not answered (`reviewedByName`). */
  readonly order: readonly string[];
}

/**
 * An export sheet declared whole (`EntityApiShape.export`): its columns read the items as the API
 * answers them (the `item` shape, computed values included), so a column may show what no field holds
 * (actions' project and programme names, review dates). Without a sort the rows are in ref order.
 */
export interface EntityApiExport {
  /** The file's name; `{project}` stands for the project's name, lower case, other runs of characters as `-`. */
  readonly fileName: string;
  /** The columns in order, by the key `?columns=` picks them with (the export query takes these keys). */
  readonly columns: Readonly<Record<string, EntityApiExportColumn>>;
}

/** One declared export column: its header, the answered key it reads and how its cell shows it. */
export interface EntityApiExportColumn {
  readonly header: string;
  /** The key of the answered item the cell reads (default: the column's key). */
  readonly from?: string;
  /**
   * How the cell shows the value: `value` as answered; `plainText` rich text without its markup;
   * `rag` / `progress` the status's label; `day` a date's day (`yyyy-mm-dd`, empty for none or the
   * empty-date sentinel); `person` a `{ firstName, lastName }`'s full name; `tags` the tag texts in
   * the answer's order, comma-separated.
   */
  readonly as?: 'value' | 'plainText' | 'rag' | 'progress' | 'day' | 'person' | 'tags';
  /** The column's width in characters (default 24). */
  readonly width?: number;
}
