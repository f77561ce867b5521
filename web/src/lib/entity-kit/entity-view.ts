import type { Permission } from '@tandem/shared/contract/permission';
import type { EntityVerb } from '@tandem/shared/entity-kit/define-project-entity';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import type { FieldKind } from '@tandem/shared/entity-kit/field-kinds';
import type { EntityLinkView } from './entity-links';

/**
 * What the web app needs of a project entity's declaration (`shared/src/<entity>/`), without zod so
 * the browser does not load the contract's schemas: built by `entityViewOf` from the data the build
 * emits (`virtual:tandem/entity-views`).
 */
export type EntityFieldView = {
  kind: FieldKind;
  required: boolean;
  sortable: boolean;
  filterable: boolean;
  /** A column of the .xlsx export (absent: yes, the declaration's default). */
  exported?: boolean;
  /** The grid payload that edits it (`PUT /{id}/{fieldName}`); absent: not editable in the grid. */
  editable?: 'TextField' | 'IdField' | 'DateField' | 'NumericField';
  /** `DELETE /{id}/{fieldName}` may clear it (Delete/Backspace in the grid). */
  clearable?: boolean;
  /** Longest text (text, rich text). */
  max?: number;
  /** Bounds of a number. */
  min?: number;
  maxValue?: number;
  /** A number below this reads as not given (people impacted: shown only when 0 or more, spec §5). */
  shownFrom?: number;
  /**
   * Score, choices and choice fields: the values offered, each with its phrase key (`{{value}}` is the value)
   * and pill colour (impact level 1-10 by band, confidence, impact types).
   */
  choices?: readonly EntityChoice[];
  /**
   * The selection bar may set it on many items: `true` offers its choices, a list offers other values
   * that bulk-update takes (impact level: short levels low / medium / high, saved as 1 / 5 / 10).
   */
  bulk?: true | readonly EntityChoice[];
  /** The bulk-update body key for this field when not its own (impact level on its 1-10 scale). */
  bulkKey?: string;
  /** A `parent` field: the parent entity's plural (its `get<Plural>GridData` gives the choices). */
  parent?: { plural: string; nameField: string };
  /** `scale`: how its 1-10 values read. */
  scaleLabels?: 'feeling' | 'commitment' | 'plain';
  /** `reference`: where its choices come from (a generated or core data list endpoint). */
  reference?: ReferenceView;
  /** `reference`: one item per target in a project; the form leaves out targets other items hold. */
  unique?: boolean;
  /** `memberList`: most members it holds. */
  maxCount?: number;
};

/**
 * The choices of a reference field: an endpoint answering the targets (a page `{ items }` or an
 * array), with the organisation's or the project's path parameters, and the key naming each one.
 */
export type ReferenceView = {
  endpoint: string;
  scope: 'organisation' | 'project';
  nameKey: string;
  query?: Record<string, string>;
};

/**
 * A child collection shown on an item's page (an audience's members): items of a link entity whose
 * `parentKey` reference names the item and whose `memberKey` reference names a member, listed through
 * its grid data, added through its create and removed through its delete.
 */
export type EntityMembersView = {
  endpoints: { list: string; create: string; delete: string };
  idParam: string;
  parentKey: string;
  memberKey: string;
  choices: ReferenceView;
  /** Phrase keys: `title`, `empty`, `add`, `addLabel`, `choose`, `added`, `remove`, `removed`, `loadFailed`. */
  phrases: string;
};

/** One value a select or pill editor offers. */
/** A value offered by a score, choices or choice field (choice values are text), its phrase and pill colour. */
export type EntityChoice = { value: number | string; key: string; colour?: string };

export type ProjectRef = { organisationId: string; projectId: string };
export type EntityRef = ProjectRef & { id: string };

/** Any item, as generic code sees it. */
export type AnyItem = EntityItemBase & Record<string, unknown>;

export type EntityView<Item extends EntityItemBase = AnyItem> = {
  /** Entity type in keys: `benefit`. */
  name: string;
  /** Endpoint id parts: `getBenefit`, `listBenefits`. */
  singular: string;
  plural: string;
  /** The declaration's `endpointIds`: verbs served under another id than the kit's name (actions). */
  endpointIds?: Partial<Record<EntityVerb, string>>;
  /**
   * The segment its query keys sit under, when not its name: code outside the kit already reloads the
   * entity under another (actions: `actions`, `features/actions/api/keys.ts`).
   */
  keyName?: string;
  /** The i18next namespace of its phrases: `fields.<key>`, `title`, `noun`, ... */
  phrases: string;
  fields: { [K in keyof Item & string]?: EntityFieldView };
  /** The item's name field. */
  nameField: keyof Item & string;
  /** Plain query parameters the list page reads as filters (spec §2 impacts: impactLevel, owner, progressStatus). */
  queryFilters?: (keyof Item & string)[];
  /** The fields shown as list columns, in order (sortable ones sort). */
  listColumns: (keyof Item & string)[];
  commentMax: number;
  /** Opted into review-range: the grid's selection bar reviews with a comment (spec §4). */
  review?: boolean;
  /** Opted into an Import button (create-from-upload): the rows one call takes (the declaration's limit). */
  upload?: { max: number };
  /** Opted into shift dates: the detail page moves every date by N days (spec §4). */
  shiftDates?: boolean;
  /** Organisation tags on the items (`tags: true` in the declaration). */
  tags?: boolean;
  /** The organisation's custom fields for this kind (`customFields: true`; the kind is `name`). */
  customFields?: boolean;
  /** The grid may load its first rows alone (`grid-data?first=N`: one short Query of the ref index). */
  refIndex?: boolean;
  /** Pages beside the list (charts, visualisations): a link each in the list's header. */
  listLinks?: { label: string; href: (organisationId: string, projectId: string) => string }[];
  /** A child collection on the item's page (an audience's members). */
  members?: EntityMembersView;
  /** Links to other items, a section each on the item's page (`<phrases>.links.<key>`; impacts ↔ actions). */
  links?: readonly EntityLinkView[];
  permissions: { view: Permission; edit: Permission };
  paths: {
    list: (organisationId: string, projectId: string) => string;
    panel: (organisationId: string, projectId: string, id: string) => string;
    detail: (organisationId: string, projectId: string, id: string) => string;
    create: (organisationId: string, projectId: string) => string;
    edit: (organisationId: string, projectId: string, id: string) => string;
    /** The full-width grid page, when the entity has one. */
    grid?: (organisationId: string, projectId: string) => string;
  };
};

/**
 * What the kit's calls and query keys read of a view: an entity whose pages are not on the kit yet
 * (actions) calls through the kit with only this. `Item` types the answers.
 */
export type EntityCalls<Item extends EntityItemBase = AnyItem> = Pick<
  EntityView<Item>,
  'name' | 'singular' | 'plural' | 'endpointIds' | 'keyName'
> & { /** Type only: the item the calls answer. */ readonly item?: Item };

/**
 * The generated endpoint ids (shared `entityEndpointId`), derived from the names, except where the
 * declaration serves a verb under another id (`endpointIds`, shared `declaredEndpointId`). The web
 * calls by id (`apiCall`), so a declaration's `collectionPaths` need nothing here.
 */
export const entityEndpointIds = ({
  singular,
  plural,
  endpointIds,
}: Pick<EntityView, 'singular' | 'plural' | 'endpointIds'>) => ({
  list: `list${plural}`,
  get: `get${singular}`,
  create: `create${singular}`,
  update: `update${singular}`,
  history: `get${singular}History`,
  shortHistory: `get${singular}ShortHistory`,
  listComments: `list${singular}Comments`,
  addComment: `add${singular}Comment`,
  export: `export${plural}`,
  gridData: `get${plural}GridData`,
  summary: `get${plural}Summary`,
  updateField: `update${singular}Field`,
  clearField: `clear${singular}Field`,
  deleteRange: `delete${singular}Range`,
  duplicate: `duplicate${plural}`,
  bulkUpdate: `bulkUpdate${plural}`,
  reviewRange: `review${singular}Range`,
  createFromUpload: `create${plural}FromUpload`,
  shiftDates: `shift${singular}Dates`,
  listTags: `get${plural}Tags`,
  addTags: `add${plural}Tags`,
  addTag: `add${singular}Tag`,
  removeTag: `remove${singular}Tag`,
  updateCustomField: `update${singular}CustomField`,
  ...endpointIds,
});

/**
 * The export's columns, as the kit's `exportColumns`: ref, the exported fields, tags (unless switched off),
 * created, updated, then the custom fields given (`custom.<id>`).
 */
export const exportColumnKeys = (view: EntityView, extra: { tags?: boolean; custom?: string[] } = {}) => [
  'refNumber',
  ...Object.entries(view.fields)
    .filter(([, field]) => field?.exported !== false)
    .map(([key]) => key),
  ...(view.tags && extra.tags !== false ? ['tags'] : []),
  'createdAt',
  'updatedAt',
  ...(extra.custom ?? []),
];

/** The name an item goes by: its name field, or the name kept beside a member or reference. */
export const itemNameOf = (view: EntityView, item: Record<string, unknown>): string => {
  const kind = view.fields[view.nameField]?.kind;
  const value =
    kind === 'reference' || kind === 'member' ? item[`${view.nameField}Name`] : item[view.nameField];
  return String(value ?? '');
};

/** Every field key of a view, in declaration order. */
export const fieldKeys = <Item extends EntityItemBase>(view: EntityView<Item>) =>
  Object.keys(view.fields) as (keyof Item & string)[];

/** The endpoint ids an entity really has: the tag and custom-value ones only when it opts in. */
export const declaredEndpointIds = (
  view: Pick<EntityView, 'singular' | 'plural' | 'endpointIds' | 'tags' | 'customFields'>,
) => {
  const {
    listTags,
    addTags,
    addTag,
    removeTag,
    updateCustomField,
    // Opted into one by one (and checked where a page offers them): not every entity has them.
    shortHistory: _shortHistory,
    summary: _summary,
    bulkUpdate: _bulkUpdate,
    reviewRange: _reviewRange,
    createFromUpload: _createFromUpload,
    shiftDates: _shiftDates,
    ...base
  } = entityEndpointIds(view);
  return {
    ...base,
    ...(view.tags ? { listTags, addTags, addTag, removeTag } : {}),
    ...(view.customFields ? { updateCustomField } : {}),
  };
};
