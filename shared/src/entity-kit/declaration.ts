import type { EndpointGroup } from '../contract/define-endpoint';
import type { ProjectArea } from '../contract/permission';
import type { TagAssociationKind } from '../tags/tag-association-kind';
import type { EntityApiShape } from './api-shape';
import type { FieldDeclaration } from './field-kinds';
import type { EntityVerb } from './define-project-entity';

/**
 * The endpoints a project entity opts into. Each generated one has ONE generic implementation in
 * `functions/src/entity-kit/`. The `false`-only flags are the rest of the family (issue 9) that the kit
 * does not generate yet: declaring one `true` fails to compile until it does.
 */
export interface EntityEndpointFlags {
  list?: boolean;
  gridData?: boolean;
  totalCount?: boolean;
  export?: boolean;
  get?: boolean;
  create?: boolean;
  addMultiple?: boolean;
  update?: boolean;
  delete?: boolean;
  updateField?: boolean;
  clearField?: boolean;
  history?: boolean;
  shortHistory?: boolean;
  comments?: boolean;
  deleteRange?: boolean;
  duplicate?: boolean;
  bulkUpdate?: boolean;
  /** RAG counts of open items (needs a `rag` and a `progress` field). */
  summary?: boolean;
  /** Create and replace from an uploaded sheet: every row valid or nothing written. */
  createFromUpload?: boolean;
  /**
   * `POST review-range` (ids + comment): marks items reviewed (reviewedBy, reviewedOn, nextReviewDue 42
   * days on, spec §4 and §9) with the comment on each; the item then carries those review fields.
   */
  reviewRange?: boolean;
  /** `PUT {id}/shiftdates` (days, shiftLinked): every date field moved by N days (spec §4). */
  shiftDates?: boolean;
  /**
   * Organisation tags on the items (spec §3 tag associations; needs `tagAssociation`): add and remove
   * one, add in bulk, the tags in use with their counts, `tags` on every item, a `tags` filter
   * ('contains either' / 'contains all') and export column. Refused while the organisation's tags are off.
   */
  tags?: boolean;
  /**
   * The organisation's custom fields for this kind (spec §3; the kind is the entity `name`): values
   * on every item (`customFields`), written through `PUT .../custom-fields/{fieldId}/projects/...`,
   * sorted, filtered and exported as `custom.<fieldId>`, kept in history. Refused while custom
   * properties are off.
   */
  customFields?: boolean;
  dates?: false;
}

/** One project-scoped entity, declared once in `shared/src/<entity>/`. */
export interface ProjectEntityDeclaration<
  F extends Record<string, FieldDeclaration> = Record<string, FieldDeclaration>,
  S extends string = string,
  P extends string = string,
> {
  /** Entity type in history, comments and keys: `benefit`. */
  readonly name: string;
  /** PascalCase names in endpoint ids: `getBenefit`, `listBenefits`. */
  readonly singular: S;
  readonly plural: P;
  /** Path segment under `/projects/{projectId}/` (spec §7 controller name). */
  readonly segment: string;
  /**
   * Where the paged list lives under the segment: '' (the segment itself, spec §7) unless that path is
   * still taken by something else (benefits: the settings list until the two merge, docs/decisions.md).
   */
  readonly listPath: string;
  readonly idParam: string;
  readonly group: EndpointGroup;
  /** Permission area: view for reads, edit for writes (spec §6 project flags). */
  readonly area: ProjectArea;
  /** Lower-case noun for summaries and messages. */
  readonly label: string;
  readonly fields: F;
  /** The field that names an item (history snapshots, duplicates get "(copy)"). */
  readonly nameField: keyof F & string;
  readonly limits: {
    bulk: number;
    upload: number;
    comment: number;
    /** Most entries the short history answers (`?limit=`): 100 unless given. */
    historyLimit?: number;
    /** Most tag ids one bulk tag add takes: `bulk` unless given. */
    tagsPerCall?: number;
  };
  /** Where the API differs from the kit's own shape (an entity joining with an API already called). */
  readonly apiShape?: EntityApiShape;
  /** The spec §7 path segment of its tag associations (`benefits`, `impactTags`), with `tags: true`. */
  readonly tagAssociation?: TagAssociationKind;
  /**
   * Every item of the organisation is one Query (gsi2 `ORG#<org>#<NAME>S` / `PROJECT#<project>#<id>`):
   * the organisation dashboard's summaries (issue 16) and the visualisations (issue 17) read it.
   */
  readonly organisationIndex?: boolean;
  /**
   * Spec §7 names of the collection calls under the segment when they differ from the kit's
   * (`duplicate`, `bulk-update`, `tags` for the bulk tag add, `summary`): impacts' `duplicate-impacts`,
   * actions' `actions-summary`.
   */
  readonly collectionPaths?: { duplicate?: string; bulkUpdate?: string; addTags?: string; summary?: string };
  /**
   * Endpoint ids that clients already call by another name than the kit's (`entityEndpointId`): an
   * entity that joins the kit keeps its ids rather than renaming what the web app and tests call
   * (actions: `getActionHistory` for the short history, `listActionTags`, `addActionTags`).
   */
  readonly endpointIds?: { readonly [V in EntityVerb]?: string };
  /**
   * Items also in a ref-ordered index (gsi3 `…#<NAME>` / `REF#<9-digit ref>`), so the grid's first rows
   * (`grid-data?first=N`) are one short Query instead of the project's whole range (impacts: thousands).
   */
  readonly refIndex?: boolean;
  readonly endpoints: EntityEndpointFlags;
}
