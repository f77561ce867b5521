import type { Permission } from '@tandem/shared/contract/permission';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import type { FieldKind } from '@tandem/shared/entity-kit/field-kinds';

/**
 * What the web app needs of a project entity's declaration (`shared/src/<entity>/`), written out
 * without zod so the browser does not load the contract's schemas. Each feature's
 * `<entity>-view.test.ts` holds its view equal to the declaration.
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
   * Score and choices fields: the values offered, each with its phrase key (`{{value}}` is the value)
   * and pill colour (impact level 1-10 by band, confidence, impact types).
   */
  choices?: readonly EntityChoice[];
  /**
   * The selection bar may set it on many items: `true` offers its choices, a list offers other values
   * that bulk-update takes (impact level: short levels low / medium / high, saved as 1 / 5 / 10).
   */
  bulk?: true | readonly EntityChoice[];
};

/** One value a select or pill editor offers. */
export type EntityChoice = { value: number; key: string; colour: string };

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

/** The generated endpoint ids (shared `entityEndpointId`), derived from the names alone. */
export const entityEndpointIds = ({ singular, plural }: Pick<EntityView, 'singular' | 'plural'>) => ({
  list: `list${plural}`,
  get: `get${singular}`,
  create: `create${singular}`,
  update: `update${singular}`,
  history: `get${singular}History`,
  listComments: `list${singular}Comments`,
  addComment: `add${singular}Comment`,
  export: `export${plural}`,
  gridData: `get${plural}GridData`,
  updateField: `update${singular}Field`,
  clearField: `clear${singular}Field`,
  deleteRange: `delete${singular}Range`,
  duplicate: `duplicate${plural}`,
});

/** The export's columns, as the kit's `exportColumns`: ref, the exported fields, created, updated. */
export const exportColumnKeys = (view: EntityView) => [
  'refNumber',
  ...Object.entries(view.fields)
    .filter(([, field]) => field?.exported !== false)
    .map(([key]) => key),
  'createdAt',
  'updatedAt',
];

/** Every field key of a view, in declaration order. */
export const fieldKeys = <Item extends EntityItemBase>(view: EntityView<Item>) =>
  Object.keys(view.fields) as (keyof Item & string)[];
