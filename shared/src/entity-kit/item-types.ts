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
