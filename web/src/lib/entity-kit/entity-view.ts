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
  /** `choice`: the allowed values in order, each with its phrase key. */
  choices?: readonly { value: string; key: string }[];
  /** `scale`: how its 1-10 values read. */
  scaleLabels?: 'feeling' | 'commitment' | 'plain';
  /** `reference`: where its choices come from (a generated or core data list endpoint). */
  reference?: ReferenceView;
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
  /** The fields shown as list columns, in order (sortable ones sort). */
  listColumns: (keyof Item & string)[];
  commentMax: number;
  /** Pages beside the list (charts, visualisations): a link each in the list's header. */
  listLinks?: { label: string; href: (organisationId: string, projectId: string) => string }[];
  /** A child collection on the item's page (an audience's members). */
  members?: EntityMembersView;
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
