import * as z from 'zod';
import { FieldUpdateKind } from '../core/field-update-kind';
import { progressStatuses, ProgressStatus } from '../core/progress-status';
import { RagStatus } from '../core/rag';
import { idSchema } from '../core/id-schema';
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
  | 'boolean'
  | 'parent'
  | 'score'
  | 'choices'
  | 'scale'
  | 'choice'
  | 'reference'
  | 'coreDataIds'
  | 'memberList';

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
  readonly empty: string | number | boolean | null | readonly number[] | readonly string[];
  /** Which grid payload edits it (`PUT /{id}/{fieldName}`); absent: not editable in the grid. */
  readonly editable?: FieldUpdateKind;
  /** `DELETE /{id}/{fieldName}` may clear it (never for a required field). */
  readonly clearable: boolean;
  readonly sortable: boolean;
  readonly filterable: boolean;
  readonly exported: boolean;
  /** A valid value for probes and tests (a `parent` field: the parent entity's seeded ref 1). */
  readonly sample: unknown;
  /** A `parent` field: the `name` of the kit entity whose item (in the same project) this one belongs to. */
  readonly parent?: string;
  /** `score`: the whole numbers allowed, and the value meaning "none given" (spec: -1). */
  readonly scale?: { readonly min: number; readonly max: number; readonly none: number };
  /**
   * `score`: what bulk-update takes instead of the score, and how it becomes one before saving
   * (impact level: short levels low/medium/high saved as 1/5/10, spec §3).
   */
  readonly bulkInput?: {
    readonly input: z.ZodType<number>;
    readonly toStored: (value: number) => number;
    /** A second bulk body key taking the field's own scale as stored (impact level 1-10, issue 28 item 9). */
    readonly scaleKey?: string;
  };
  /** `choices`: the allowed values and their labels (impact types). */
  readonly options?: Readonly<Record<number, string>>;
  /** `choice`: the allowed values, in order. */
  readonly choices?: readonly string[];
  /** `reference`: what the id points at; `coreDataIds`: always a core data kind. */
  readonly target?: ReferenceTarget;
  /**
   * `reference`: the items pointing at one target are one Query across the organisation's projects
   * (gsi3, `ORG#<org>#<NAME>#BY#<id>`): the organisation page of a person lists their projects so.
   * One indexed reference per entity. `member`: the same for a person (gsi1, `memberField`).
   */
  readonly indexed?: boolean;
  /**
   * `reference` (indexed): one item per target in a project (a person is one project stakeholder);
   * a create, update, bulk update, duplicate or upload that would repeat a target is a 409 naming
   * the field (`functions/src/entity-kit/unique-references.ts`), and the web form offers only free targets.
   */
  readonly unique?: boolean;
  /** `scale`: how its values read. */
  readonly scaleLabels?: ScaleLabels;
  /**
   * `member`: the person someone else puts in this field is notified (`users/me/notifications`),
   * as its owner or assignee; they are also told of comments on the item
   * (`functions/src/notifications/kit-events.ts`).
   */
  readonly notify?: 'assignedOwner' | 'assignedAssignee';
  /**
   * `memberList`: the single member field it grew from; an item whose list was never written reads
   * that member (and its name) as a list of one.
   */
  readonly legacyMember?: string;
  /** `memberList`: most members it holds (the form's multi-select stops there). */
  readonly maxCount?: number;
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
  defaults: {
    editable: FieldUpdateKind;
    empty: FieldDeclaration['empty'];
    sample: unknown;
    parent?: string;
  },
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
    ...(defaults.parent ? { parent: defaults.parent } : {}),
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

/**
 * A member of the organisation (owner, assignee): checked to be one, and their name kept beside.
 * `indexed`: the items naming one member are one Query across the organisation's projects (gsi1,
 * `ORG#<org>#<NAME>#MEMBER#<user>`; My Dashboard's own impacts and stakeholders). One per entity.
 */
export const memberField = <
  const O extends Options & { indexed?: boolean; notify?: 'assignedOwner' | 'assignedAssignee' },
>(
  options: O,
) => {
  const { indexed, notify, ...rest } = options;
  return {
    ...field('member', idSchema, rest, { editable: FieldUpdateKind.ID, empty: null, sample: null }),
    ...(indexed ? { indexed: true as const } : {}),
    ...(notify ? { notify } : {}),
  };
};

/**
 * A yes/no flag (signed off, in scope); empty is false, so it is never cleared. The grid edits it
 * through the numeric payload (1 yes, 0 no), as the spec's four payloads have no boolean.
 */
export const booleanField = (options: Options) =>
  field(
    'boolean',
    z.boolean(),
    { clearable: false, ...options },
    { editable: FieldUpdateKind.NUMERIC, empty: false, sample: true },
  );

/**
 * The item of another kit entity in the same project that this one belongs to (a course's course
 * group): checked to exist there and not be deleted on every write, always filterable (the list by
 * parent), and a parent with active children refuses to be deleted. Edited in forms, not in the grid.
 */
export const parentField = <const O extends Options & { parent: string }>(options: O) =>
  field(
    'parent',
    idSchema,
    { gridEditable: false, sortable: false, filterable: true, ...options },
    { editable: FieldUpdateKind.ID, empty: null, sample: null, parent: options.parent },
  );

/**
 * A whole-number score on a scale (impact level 1-10, mitigation confidence 0-10) or `none` (-1: not
 * given, spec §3, §9). Empty is `none`, so clearing sets it back to "none given".
 */
export const scoreField = (
  options: Options & {
    min: number;
    max: number;
    none: number;
    bulkInput?: FieldDeclaration['bulkInput'];
  },
) => {
  const { min, max, none } = options;
  const input = z
    .number()
    .int()
    .refine((value) => value === none || (value >= min && value <= max), {
      message: `must be a whole number from ${min} to ${max}, or ${none} for none`,
    });
  const declared = field('score', input, options, {
    editable: FieldUpdateKind.NUMERIC,
    empty: none,
    sample: max,
  });
  return {
    ...declared,
    scale: { min, max, none },
    ...(options.bulkInput ? { bulkInput: options.bulkInput } : {}),
  };
};

/**
 * Several values from a fixed set (impact types): a list of distinct whole numbers. Edited as a whole
 * (the edit form, bulk update, the grid's pill editor through the versioned update); not sortable.
 */
export const choicesField = (options: Options & { options: Readonly<Record<number, string>> }) => {
  const allowed = Object.keys(options.options).map(Number);
  const input = z
    .array(
      z
        .number()
        .int()
        .refine((value) => allowed.includes(value), { message: `must be one of ${allowed.join(', ')}` }),
    )
    .max(allowed.length)
    .refine((values) => new Set(values).size === values.length, { message: 'must not repeat a value' });
  const declared = field(
    'choices',
    input,
    // Filtered 'has any of' (issue 28: every column a grid shows can be filtered).
    { sortable: false, filterable: true, gridEditable: false, ...options },
    { editable: FieldUpdateKind.NUMERIC, empty: [], sample: [allowed[0]] },
  );
  return { ...declared, options: options.options };
};

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
export const referenceField = <
  const O extends Options & { target: ReferenceTarget } & (
      { indexed?: boolean; unique?: never } | { indexed: true; unique?: boolean }
    ),
>(
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
    ...(options.unique ? { unique: true } : {}),
  } as typeof declared;
};

/** Most ids one `coreDataIds` field holds (an impact's business areas or locations). */
export const CORE_DATA_IDS_MAX = 100;

/**
 * Several items of one organisation core data kind (an impact's business areas, its locations): a
 * list of distinct ids (or repeats kept once, `repeatsTaken`), each checked to be an item of that kind in the organisation (400 naming the
 * field). Names are not kept beside: a page reads the kind's list once and names every id from it, so a
 * renamed business area reads right everywhere at once. Edited as a whole (forms, the grid's
 * multi-select through the versioned update) and through its own calls (`id-lists.ts`).
 */
export const coreDataIdsField = <
  const O extends Options & {
    target: CoreDataKind;
    max?: number;
    /**
     * A body may name an id twice and the server keeps it once, where an API took repeats before it
     * joined the kit (actions' business areas); otherwise a repeat is the 400 `must not repeat an id`.
     */
    repeatsTaken?: boolean;
  },
>({
  repeatsTaken,
  ...options
}: O) => {
  const ids = z
    .array(idSchema)
    // Fewer where an API already called takes fewer (actions' business areas: 50).
    .max(options.max ?? CORE_DATA_IDS_MAX);
  const input = repeatsTaken
    ? ids
    : ids.refine((values) => new Set(values).size === values.length, { message: 'must not repeat an id' });
  const declared = field(
    'coreDataIds',
    input,
    // Filtered 'has any of' by id (issue 28: every column a grid shows can be filtered).
    { sortable: false, filterable: true, gridEditable: false, ...options },
    { editable: FieldUpdateKind.ID, empty: [], sample: [] },
  );
  return {
    ...declared,
    target: { coreData: options.target },
    // Plain data the web app reads: where the choices (and the names of the ids) come from. The names
    // call, not the kind's list: anyone who may view the item may read them (a reader too).
    listEndpoint: 'listCoreDataNames',
    listKind: options.target,
  } as typeof declared & { readonly target: ReferenceTarget };
};

/**
 * Several members of the organisation (a project stakeholder's owners): a list of distinct user ids,
 * at most `max`, each checked on the server to be a member (400 naming the field, as `memberField`).
 * Their names are kept beside, joined (`owners` → `ownersName`, "Ada Admin, Olu Owner"), so lists show,
 * filter ('contains') and export them with no look-ups and an upload reads the same text back. Edited
 * as a whole (the form's and the grid's member multi-select, through the versioned update); not sortable.
 */
export const memberListField = <const O extends Options & { max: number; legacyMember?: string }>(
  options: O,
) => {
  const { max, legacyMember, ...rest } = options;
  const input = z
    .array(idSchema)
    .max(max)
    .refine((values) => new Set(values).size === values.length, { message: 'must not repeat a member' });
  const declared = field(
    'memberList',
    input,
    { sortable: false, gridEditable: false, ...rest },
    { editable: FieldUpdateKind.ID, empty: [], sample: [] },
  );
  return { ...declared, maxCount: max, ...(legacyMember ? { legacyMember } : {}) } as typeof declared;
};
