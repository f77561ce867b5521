import type * as z from 'zod';
import type { FieldDeclaration, FieldKind } from './field-kinds';

/**
 * Precise TypeScript types of an entity's item and bodies, derived from its field declarations at the
 * type level (the runtime schemas in `schemas.ts` are built from a record, so their inferred types are
 * loose). Type-only: the web app imports these without loading zod. `item-types.test.ts` holds them
 * equal to what the schemas accept.
 */
type Fields = Record<string, FieldDeclaration>;

/** A value as the API answers it, by kind (mirrors `outputOf` in `schemas.ts`). */
type OutputOf<K extends FieldKind> = K extends 'text' | 'richText'
  ? string
  : K extends 'rag' | 'progress' | 'score' | 'scale'
    ? number
    : K extends 'choices'
      ? number[]
      : K extends 'coreDataIds' | 'memberList'
        ? string[]
        : K extends 'number'
          ? number | null
          : K extends 'boolean'
            ? boolean
            : string | null;
/** A value as a create or update sends it. */
type InputOf<K extends FieldKind> = K extends 'number' | 'rag' | 'progress' | 'score' | 'scale'
  ? number
  : K extends 'choices'
    ? number[]
    : K extends 'coreDataIds' | 'memberList'
      ? string[]
      : K extends 'boolean'
        ? boolean
        : string;

/** Fields that keep a name beside their id: members and references. */
type MemberKeys<F extends Fields> = {
  [K in keyof F]: F[K]['kind'] extends 'member' | 'reference' | 'memberList' ? K : never;
}[keyof F] &
  string;
type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K]['required'] extends true ? K : never }[keyof F];

/** What every item carries besides its fields (`entitySchemas().item`). */
export type EntityItemBase = {
  id: string;
  organisationId: string;
  projectId: string;
  refNumber: number;
  lifecycleStatus: 'active' | 'archived' | 'deleted';
  noteCount: number;
  createdBy: string;
  createdAt: string;
  modifiedBy: string | null;
  updatedAt: string;
  version: number;
  /** With `tags: true` (every item answered carries them). */
  tags?: { id: string; text: string }[];
  /** With `customFields: true`: values by custom field id (Int: number; String, RichText: text). */
  customFields?: Record<string, string | number>;
};

/** One item as the get, list and write endpoints answer it; a member field brings its `…Name`. */
export type EntityItemOf<F extends Fields> = EntityItemBase & {
  -readonly [K in keyof F]: OutputOf<F[K]['kind']>;
} & { [K in MemberKeys<F> as `${K}Name`]: string | null };

/** The create body: required fields must be given; the others may be left out or null. */
export type EntityCreateBodyOf<F extends Fields> = {
  [K in RequiredKeys<F>]: InputOf<F[K]['kind']>;
} & { [K in Exclude<keyof F, RequiredKeys<F>>]?: InputOf<F[K]['kind']> | null };

/** The edit form's save: any subset of the fields with the version seen. */
export type EntityUpdateBodyOf<F extends Fields> = Partial<EntityCreateBodyOf<F>> & { version: number };

/** The review fields an entity with `reviewRange` carries. */
export type ReviewFields = {
  reviewedBy: string | null;
  reviewedByName: string | null;
  reviewedOn: string | null;
  nextReviewDue: string | null;
};

/**
 * One item as an entity with a declared `apiShape.item` answers it, derived at the type level the way
 * `apiItemOf` (`api-shape-schemas.ts`) builds its schema: each kit key under its answered key (a field
 * under `item.keys`, a kept name under `item.nameKeys`), a `persons` name as a person, dates as text
 * with `emptyDate`, the tags always, the computed values by their schemas (replacing a derived key of
 * the same name), only the keys of `item.order`. The first step of typing the generated contract
 * entries precisely (docs/decisions.md "Typing the generated family"); an entity without an
 * `apiShape.item` answers `EntityItemOf` (and its review fields).
 */
export type EntityApiItemOf<D extends ApiItemDeclaration> = D['apiShape'] extends { item: infer I }
  ? I extends DeclaredItemShape
    ? Flat<Pick<AnsweredValues<D['fields'], I, KitItemOf<D>>, I['order'][number]>>
    : KitItemOf<D>
  : KitItemOf<D>;

/** What `EntityApiItemOf` reads of a declaration (structural, so any declared entity fits). */
type ApiItemDeclaration = {
  fields: Fields;
  endpoints: { reviewRange?: boolean };
  apiShape?: { item?: DeclaredItemShape };
};
type DeclaredItemShape = {
  keys?: Readonly<Record<string, string>>;
  nameKeys?: Readonly<Record<string, string>>;
  persons?: readonly string[];
  emptyDate?: string;
  computed?: Readonly<Record<string, z.ZodType>>;
  order: readonly string[];
};
type Flat<T> = { [K in keyof T]: T[K] };
type Person = { sub: string; firstName: string; lastName: string };

/** The kit's own item: fields, kept names, and the review fields where reviews are on. */
type KitItemOf<D extends ApiItemDeclaration> = EntityItemOf<D['fields']> &
  (D['endpoints']['reviewRange'] extends true ? ReviewFields : unknown);

/** The declared rename of `K` in `R`, else `Otherwise`. */
type Renamed<R, K extends string, Otherwise extends string = K> = R extends {
  readonly [P in K]: infer N extends string;
}
  ? N
  : Otherwise;

/** The key a kit key is answered under (`answeredKey`). */
type AnsweredKey<F extends Fields, I extends DeclaredItemShape, K extends string> = K extends keyof F
  ? Renamed<I['keys'], K>
  : K extends `${infer B extends MemberKeys<F>}Name`
    ? Renamed<I['nameKeys'], B, K>
    : K;

/** The value a kit key is answered with (`apiItemOf`'s per-key rules). */
type AnsweredValue<
  F extends Fields,
  I extends DeclaredItemShape,
  Item,
  K extends keyof Item,
> = K extends `${infer B extends MemberKeys<F>}Name`
  ? B extends NonNullable<I['persons']>[number]
    ? Person | null
    : Item[K]
  : K extends keyof F
    ? F[K]['kind'] extends 'date'
      ? I['emptyDate'] extends string
        ? string
        : Item[K]
      : Item[K]
    : K extends 'tags'
      ? { id: string; text: string }[]
      : Item[K];

type ComputedValues<I extends DeclaredItemShape> = {
  -readonly [K in keyof NonNullable<I['computed']>]: z.output<NonNullable<I['computed']>[K]>;
};

type AnsweredValues<F extends Fields, I extends DeclaredItemShape, Item> = Omit<
  { [K in keyof Item & string as AnsweredKey<F, I, K>]-?: AnsweredValue<F, I, Item, K> },
  keyof ComputedValues<I>
> &
  ComputedValues<I>;

/** Kinds whose empty value is null (`field-kinds.ts`): a body may send null for them (`nullOnlyWhereEmpty`). */
type NullEmptyKind = 'number' | 'date' | 'member' | 'parent' | 'choice' | 'reference';

/** What `EntityApiCreateBodyOf` reads of a declaration. */
export type ApiInputDeclaration = ApiItemDeclaration & {
  endpoints: { tags?: boolean };
  apiShape?: {
    input?: {
      create?: readonly string[];
      idLists?: Readonly<Record<string, unknown>>;
      createTagIds?: boolean;
      nullOnlyWhereEmpty?: boolean;
      update?: readonly string[];
      bulkUpdate?: Readonly<Record<string, 'set' | 'setOrClear'>>;
    };
  };
};
type InputShape<D extends ApiInputDeclaration> = NonNullable<NonNullable<D['apiShape']>['input']>;
type ItemShapeOf<D extends ApiInputDeclaration> = NonNullable<NonNullable<D['apiShape']>['item']>;
/** The fields a body takes: the declared list, else every field. */
type BodyKeys<D extends ApiInputDeclaration, L> = L extends readonly string[]
  ? L[number] & keyof D['fields']
  : keyof D['fields'] & string;
/** A field's value as a body sends it: its input schema's output, a date as text with `emptyDate`. */
type BodyValue<
  D extends ApiInputDeclaration,
  K extends keyof D['fields'],
> = D['fields'][K]['kind'] extends 'date'
  ? ItemShapeOf<D>['emptyDate'] extends string
    ? string
    : z.output<D['fields'][K]['input']>
  : z.output<D['fields'][K]['input']>;
type TakesNull<
  D extends ApiInputDeclaration,
  K extends keyof D['fields'],
> = InputShape<D>['nullOnlyWhereEmpty'] extends true
  ? D['fields'][K]['kind'] extends NullEmptyKind
    ? null
    : never
  : null;
type BodyKey<D extends ApiInputDeclaration, K extends string> = Renamed<ItemShapeOf<D>['keys'], K>;
/** The id lists and tags a create takes after the fields (`apiShape.input.idLists`, `createTagIds`). */
type IdListsOf<D extends ApiInputDeclaration> = {
  -readonly [K in keyof InputShape<D>['idLists']]?: string[];
};
type CreateTagIdsOf<D extends ApiInputDeclaration> = D['endpoints']['tags'] extends true
  ? InputShape<D>['createTagIds'] extends true
    ? { tagIds?: string[] }
    : unknown
  : unknown;

/**
 * The create body as an entity's generated `createBody` takes it (`entitySchemas`): the fields of
 * `apiShape.input.create` (else all) under their `item.keys`, required ones required, the others
 * optional (and nullable unless `nullOnlyWhereEmpty` keeps null to the kinds whose empty value it is),
 * then the id lists and `tagIds`.
 */
export type EntityApiCreateBodyOf<D extends ApiInputDeclaration> = Flat<
  {
    -readonly [
      K in BodyKeys<D, InputShape<D>['create']> as D['fields'][K]['required'] extends true
        ? BodyKey<D, K>
        : never
    ]: BodyValue<D, K>;
  } & {
    -readonly [
      K in BodyKeys<D, InputShape<D>['create']> as D['fields'][K]['required'] extends true
        ? never
        : BodyKey<D, K>
    ]?: BodyValue<D, K> | TakesNull<D, K>;
  } & IdListsOf<D> &
    CreateTagIdsOf<D>
>;

/**
 * The edit form's save as the generated `updateBody` takes it: the fields of `apiShape.input.update`
 * (else all) under their `item.keys`, each optional (nullable where `TakesNull`, never a required
 * one), the id lists, and the version seen.
 */
export type EntityApiUpdateBodyOf<D extends ApiInputDeclaration> = Flat<
  {
    -readonly [K in BodyKeys<D, InputShape<D>['update']> as BodyKey<D, K>]?:
      BodyValue<D, K> | (D['fields'][K]['required'] extends true ? never : TakesNull<D, K>);
  } & IdListsOf<D> & { version: number }
>;

/** A field's bulk value: its `bulkInput` (impact level's short form) where it has one. */
type BulkValue<D extends ApiInputDeclaration, K extends keyof D['fields']> = D['fields'][K] extends {
  bulkInput: { input: infer S extends z.ZodType };
}
  ? z.output<S>
  : BodyValue<D, K>;

/**
 * Bulk update's values (besides the ids) as the generated `bulkUpdateBody` takes them: the fields of
 * `apiShape.input.bulkUpdate`, null only for `setOrClear`; without it any field, null allowed (the
 * grid-editable and clearable ones are known only at run time, so the type is the looser one).
 */
export type EntityApiBulkValuesOf<D extends ApiInputDeclaration> =
  InputShape<D>['bulkUpdate'] extends Readonly<Record<string, 'set' | 'setOrClear'>>
    ? {
        -readonly [K in keyof InputShape<D>['bulkUpdate'] & keyof D['fields'] & string as BodyKey<D, K>]?:
          BulkValue<D, K> | (InputShape<D>['bulkUpdate'][K] extends 'setOrClear' ? null : never);
      }
    : { -readonly [K in keyof D['fields'] & string as BodyKey<D, K>]?: BulkValue<D, K> | null };
