import type { FieldUpdateKind } from '../core/field-update-kind';
import type { EntityVerb, ProjectEntity } from './define-project-entity';
import type { FieldKind } from './field-kinds';

/** One declared field as plain data: what the web app checks, edits and shows, without zod. */
export type EntityFieldData = {
  kind: FieldKind;
  required: boolean;
  sortable: boolean;
  filterable: boolean;
  exported: boolean;
  /** The grid payload that edits it (`PUT /{id}/{fieldName}`); absent: not editable in the grid. */
  editable?: FieldUpdateKind;
  /** `DELETE /{id}/{fieldName}` may clear it (Delete/Backspace in the grid). */
  clearable: boolean;
  /** Longest text (text, rich text). */
  max?: number;
  /** Bounds of a number. */
  min?: number;
  maxValue?: number;
  /** What an unset or cleared field holds. */
  empty?: unknown;
  /** Any further plain data a field kind declares (a score's scale, a choice's options, ...). */
  [extra: string]: unknown;
};

/** A project entity's declaration as plain data (no zod): emitted for the browser at build time. */
export type EntityViewData = {
  name: string;
  singular: string;
  plural: string;
  nameField: string;
  commentMax: number;
  fields: Record<string, EntityFieldData>;
  /** Opted into review-range: the selection bar reviews with a comment (spec §4). */
  review: boolean;
  /** Opted into shift dates: the detail page moves every date by N days (spec §4). */
  shiftDates: boolean;
  /** Organisation tags on the items. */
  tags: boolean;
  /** The organisation's custom fields for this kind (the kind is `name`). */
  customFields: boolean;
  /** Rows one create-from-upload call takes, when the entity opts into it. */
  uploadMax?: number;
  /** The grid may ask for its first rows alone (`grid-data?first=N`, one short Query). */
  refIndex?: boolean;
  /** Verbs served under another id than the kit's name (the declaration's `endpointIds`). */
  endpointIds?: Partial<Record<EntityVerb, string>>;
};

type Bounds = { maxLength?: number | null; minValue?: number | null; maxValue?: number | null };

// Not for the browser: the zod schema and the probes' sample value; labels come from phrases.
const serverOnly = new Set(['input', 'sample', 'label']);
/** JSON-able data: no functions, no zod schemas (`_zod`), at any depth. */
const isPlain = (value: unknown): boolean =>
  typeof value !== 'function' &&
  (typeof value !== 'object' ||
    value === null ||
    (!('_zod' in value) && Object.values(value).every(isPlain)));
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

/**
 * The web app's copy of a declaration. The Vite plugin emits it for every entity of `projectEntities`
 * (`virtual:tandem/entity-views`), so a new entity needs no hand-written mirror of its fields.
 */
export function entityViewData({ declaration }: Pick<ProjectEntity, 'declaration'>): EntityViewData {
  const fields = Object.entries(declaration.fields).map(([key, field]) => {
    const bounds = field.input as unknown as Bounds;
    const text = field.kind === 'text' || field.kind === 'richText';
    const number = field.kind === 'number';
    const extras = Object.entries(field).filter(([name, value]) => !serverOnly.has(name) && isPlain(value));
    const data: EntityFieldData = defined({
      ...Object.fromEntries(extras),
      kind: field.kind,
      required: field.required,
      sortable: field.sortable,
      filterable: field.filterable,
      exported: field.exported,
      editable: field.editable,
      clearable: field.clearable,
      max: text ? (bounds.maxLength ?? undefined) : undefined,
      min: number ? (bounds.minValue ?? undefined) : undefined,
      maxValue: number ? (bounds.maxValue ?? undefined) : undefined,
    });
    return [key, data] as const;
  });
  return {
    name: declaration.name,
    singular: declaration.singular,
    plural: declaration.plural,
    nameField: declaration.nameField,
    commentMax: declaration.limits.comment,
    fields: Object.fromEntries(fields),
    review: declaration.endpoints.reviewRange === true,
    shiftDates: declaration.endpoints.shiftDates === true,
    tags: declaration.endpoints.tags === true,
    customFields: declaration.endpoints.customFields === true,
    ...(declaration.endpoints.createFromUpload === true ? { uploadMax: declaration.limits.upload } : {}),
    ...(declaration.refIndex ? { refIndex: true } : {}),
    ...(declaration.endpointIds ? { endpointIds: { ...declaration.endpointIds } } : {}),
  };
}
