import * as z from 'zod';
import { FieldUpdateKind } from '../core/field-update-kind';
import { progressStatuses, ProgressStatus } from '../core/progress-status';
import { RagStatus } from '../core/rag';
import { idSchema } from '../identity/schemas';
import type { CoreDataKind } from '../core-data/kinds';
import { STAKEHOLDER_SCALE_MAX, STAKEHOLDER_SCALE_MIN } from '../stakeholders/stakeholder-feeling';
import { UNKNOWN_SLIDER_VALUE } from '../core/checkbox-slider';

/**
 * The kinds of field a project entity declares. A kind fixes how a value is checked (zod), stored
 * (ElectroDB attribute type), edited in the grid (which `PUT /{id}/{fieldName}` payload carries it),
 * what an empty value is, and a sample value for the derived probes and tests.
 */
export type FieldKind =
  | 'text'
  | 'richText'
  | 'number'
  | 'date'
  | 'rag'
  | 'progress'
  | 'member'
  | 'scale'
  | 'boolean'
  | 'choice'
  | 'reference';

/**
 * What a reference field points at: an organisation core data item of a kind (`stakeholder`: a
 * person) or an item of another kit entity in the same project (`audience`).
 */
export type ReferenceTarget = { readonly coreData: CoreDataKind } | { readonly entity: string };

/** How a 1-10 scale reads (spec §3): the feeling of sentiment / receptiveness, or the commitment labels. */
export type ScaleLabels = 'feeling' | 'commitment' | 'plain';

export interface FieldDeclaration<S extends z.ZodType = z.ZodType> {
  readonly kind: FieldKind;
  /** Header of the field's export column and the name messages use. */
  readonly label: string;
  /** The value's schema when given (create, update, upload). */
  readonly input: S;
  /** A create without it is a 400; otherwise it starts as `empty`. */
  readonly required: boolean;
  /** The value an unset or cleared field holds. */
  readonly empty: string | number | boolean | null;
  /** Which grid payload edits it (`PUT /{id}/{fieldName}`); absent: not editable in the grid. */
  readonly editable?: FieldUpdateKind;
  /** `DELETE /{id}/{fieldName}` may clear it (never for a required field). */
  readonly clearable: boolean;
  readonly sortable: boolean;
  readonly filterable: boolean;
  readonly exported: boolean;
  /** A valid value for probes and tests. */
  readonly sample: unknown;
  /** `choice`: the allowed values, in order. */
  readonly choices?: readonly string[];
  /** `reference`: what the id points at. */
  readonly target?: ReferenceTarget;
  /**
   * `reference`: the items pointing at one target are one Query across the organisation's projects
   * (gsi3, `ORG#<org>#<NAME>#BY#<id>`): the organisation page of a person lists their projects so.
   * One indexed reference per entity.
   */
  readonly indexed?: boolean;
  /** `scale`: how its values read. */
  readonly scaleLabels?: ScaleLabels;
}

type Options = Partial<
  Pick<FieldDeclaration, 'required' | 'clearable' | 'sortable' | 'filterable' | 'exported'>
> & { label: string; gridEditable?: boolean };

const union = <T extends number>(values: readonly T[]) =>
  z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T>, z.ZodLiteral<T>]);

/** The kind stays a literal in the declaration's type, so the web app can derive precise item types. */
function field<K extends FieldKind, S extends z.ZodType, O extends Options>(
  kind: K,
  input: S,
  options: O,
  defaults: { editable: FieldUpdateKind; empty: string | number | boolean | null; sample: unknown },
): FieldDeclaration<S> & { readonly kind: K; readonly required: O['required'] extends true ? true : false } {
  const required = options.required ?? false;
  const declared: FieldDeclaration<S> = {
    kind,
    label: options.label,
    input,
    required,
    empty: defaults.empty,
    ...(options.gridEditable === false ? {} : { editable: defaults.editable }),
    clearable: !required && (options.clearable ?? true),
    sortable: options.sortable ?? true,
    filterable: options.filterable ?? true,
    exported: options.exported ?? true,
    sample: defaults.sample,
  };
  return declared as typeof declared & {
    readonly kind: K;
    readonly required: O['required'] extends true ? true : false;
  };
}

/** One line of plain text (`required`: at least one character after trimming). */
export const textField = <const O extends Options & { max: number }>(options: O) =>
  field(
    'text',
    options.required
      ? z.string().trim().min(1, 'is required').max(options.max)
      : z.string().trim().max(options.max),
    options,
    { editable: FieldUpdateKind.TEXT, empty: '', sample: `Sample ${options.label.toLowerCase()}` },
  );

/** Rich text (spec §5: screened on the server before it is stored). Not sortable: it is markup. */
export const richTextField = <const O extends Options & { max: number }>(options: O) =>
  field(
    'richText',
    z.string().max(options.max),
    { sortable: false, ...options },
    { editable: FieldUpdateKind.TEXT, empty: '', sample: '<p>Sample</p>' },
  );

/** A finite number within bounds; empty is null. */
export const numberField = (options: Options & { min: number; max: number }) =>
  field('number', z.number().finite().min(options.min).max(options.max), options, {
    editable: FieldUpdateKind.NUMERIC,
    empty: null,
    sample: 42,
  });

/** A calendar date `yyyy-mm-dd`; empty is null. */
export const dateField = (options: Options) =>
  field('date', z.iso.date('must be a yyyy-mm-dd date'), options, {
    editable: FieldUpdateKind.DATE,
    empty: null,
    sample: '2026-09-30',
  });

/** RAG (spec §3 enumerations); empty is UNKNOWN, so it is never cleared. */
export const ragField = (options: Options) =>
  field(
    'rag',
    union(Object.values(RagStatus)),
    { clearable: false, ...options },
    {
      editable: FieldUpdateKind.NUMERIC,
      empty: RagStatus.UNKNOWN,
      sample: RagStatus.GREEN,
    },
  );

/** Progress status (spec §3 enumerations); starts NOT_STARTED. */
export const progressField = (options: Options) =>
  field(
    'progress',
    union(progressStatuses),
    { clearable: false, ...options },
    {
      editable: FieldUpdateKind.NUMERIC,
      empty: ProgressStatus.NOT_STARTED,
      sample: ProgressStatus.IN_PROGRESS,
    },
  );

/** A member of the organisation (owner, assignee): checked to be one, and their name kept beside. */
export const memberField = (options: Options) =>
  field('member', idSchema, options, { editable: FieldUpdateKind.ID, empty: null, sample: null });

/**
 * A whole 1-10 score (spec §3 stakeholder scales, readiness measures) or -1, the checkbox-slider's
 * "unknown" (spec §4). Unset and cleared read -1; the grid edits it with the NumericField payload.
 */
export const scaleField = <const O extends Options & { labels?: ScaleLabels }>(options: O) => {
  const declared = field(
    'scale',
    z
      .number()
      .int('must be a whole number')
      .refine(
        (value) =>
          value === UNKNOWN_SLIDER_VALUE ||
          (value >= STAKEHOLDER_SCALE_MIN && value <= STAKEHOLDER_SCALE_MAX),
        `must be from ${STAKEHOLDER_SCALE_MIN} to ${STAKEHOLDER_SCALE_MAX}, or ${UNKNOWN_SLIDER_VALUE} for unknown`,
      ),
    options,
    { editable: FieldUpdateKind.NUMERIC, empty: UNKNOWN_SLIDER_VALUE, sample: 7 },
  );
  return { ...declared, scaleLabels: options.labels ?? 'plain' } as typeof declared;
};

/** Yes or no; starts false. No grid payload carries a boolean, so the form edits it. */
export const booleanField = <const O extends Options>(options: O) =>
  field(
    'boolean',
    z.boolean(),
    { clearable: false, filterable: false, gridEditable: false, ...options },
    { editable: FieldUpdateKind.TEXT, empty: false, sample: true },
  );

/** One of a fixed list of values (audience size); empty is null. The grid edits it as TextField. */
export const choiceField = <const C extends readonly [string, ...string[]], const O extends Options>(
  choices: C,
  options: O,
) => {
  const declared = field('choice', z.enum(choices), options, {
    editable: FieldUpdateKind.TEXT,
    empty: null,
    sample: choices[0],
  });
  return { ...declared, choices } as typeof declared;
};

/**
 * The id of an organisation core data item or of another kit entity's item in the same project:
 * checked to exist (400 naming the field), and its name kept beside (`stakeholder` → `stakeholderName`)
 * so lists need no look-ups. Not grid-editable unless asked (the grid has no chooser for it).
 */
export const referenceField = <const O extends Options & { target: ReferenceTarget; indexed?: boolean }>(
  options: O,
) => {
  const declared = field(
    'reference',
    idSchema,
    { gridEditable: false, ...options },
    { editable: FieldUpdateKind.ID, empty: null, sample: null },
  );
  return {
    ...declared,
    target: options.target,
    ...(options.indexed ? { indexed: true } : {}),
  } as typeof declared;
};
