import type * as z from 'zod';
import type { downloadSchema, Endpoint, noQuery } from '../contract/define-endpoint';
import type { customFieldValueBody } from '../custom-fields/schemas';
import type { listQuerySchema } from '../core/list-query-schema';
import type { historyEntrySchema } from '../organisations/schemas';
import type { tagCountSchema, tagSchema } from '../tags/schemas';
import type { EntityComment } from './schemas';
import type {
  ApiInputDeclaration,
  EntityApiBulkValuesOf,
  EntityApiCreateBodyOf,
  EntityApiItemOf,
  EntityApiUpdateBodyOf,
} from './item-types';
import type { rangeResultSchema, summarySchema, totalCountSchema } from './result-schemas';
import type { shiftDatesResultSchema, uploadResultSchema } from './schemas';

/**
 * The precise type of each generated contract entry (`familyOf` in `define-project-entity.ts`), derived
 * from the declaration at the type level: the schemas are built at run time by loops over the
 * declaration, so zod cannot infer them; each entry is typed as a schema of the value it parses and
 * answers (`z.ZodType<T>`), which is all `ParamsOf`/`BodyOf`/`ResponseOf` (and so the web app's
 * `ApiResult`/`ApiCallOptions` and the handlers' requests) read. Fixed schemas keep their own type.
 * `action-item-type.test.ts` holds the action family's types equal to the served ones.
 */
type Declared = ApiInputDeclaration & {
  name: string;
  plural: string;
  idParam: string;
  group: string;
  apiShape?: {
    exportPaging?: boolean;
    commentsByItemId?: boolean;
    upload?: { row?: z.ZodType; idsKey?: string };
  };
  endpoints: { customFields?: boolean };
};

type Schema<T> = z.ZodType<T>;
type Out<S extends z.ZodType> = z.output<S>;
type Flat<T> = { [K in keyof T]: T[K] };

type ProjectParams = { organisationId: string; projectId: string };
type OneParams<D extends Declared> = Flat<ProjectParams & { [K in D['idParam']]: string }>;
type IdsKey<D extends Declared> = `${D['name']}Ids`;
type PluralKey<D extends Declared> = Uncapitalize<D['plural']>;
type Ids<D extends Declared> = { [K in IdsKey<D>]: string[] };
type Item<D extends Declared> = EntityApiItemOf<D>;
type ListQuery = Out<typeof listQuerySchema>;

type ExportQuery<D extends Declared> = Flat<
  Pick<ListQuery, 'sorts' | 'filters'> & { columns?: string | undefined } & (NonNullable<
      D['apiShape']
    >['exportPaging'] extends true
      ? Pick<ListQuery, 'page' | 'pageSize'>
      : unknown)
>;
type GridQuery = Flat<Pick<ListQuery, 'sorts' | 'filters'> & { first?: string | undefined }>;

type FieldUpdateBody<D extends Declared> = Flat<
  {
    text?: string | null | undefined;
    id?: string | null | undefined;
    date?: string | null | undefined;
    number?: number | null | undefined;
    version: number;
  } & (NonNullable<NonNullable<D['apiShape']>['input']> extends { fieldUpdate: object }
    ? unknown
    : { numbers?: number[] | undefined; ids?: string[] | undefined })
>;

/** An upload row: the declared row's type, else the kit's loose cells. */
type Cell = string | number | boolean | null;
type UploadRow<D extends Declared> = (NonNullable<
  NonNullable<D['apiShape']>['upload']
>['row'] extends infer R extends z.ZodType
  ? Out<R>
  : { [K in keyof D['fields']]?: Cell | number[] | string[] | undefined }) &
  (D['endpoints']['customFields'] extends true
    ? { customFields?: Record<string, Cell> | undefined }
    : unknown);
type UploadBody<D extends Declared> = Flat<
  { [K in `new${D['plural']}`]: Flat<UploadRow<D>>[] } & {
    [K in `${PluralKey<D>}ToReplace`]: Flat<UploadRow<D> & { id: string }>[];
  }
>;
type UploadResult<D extends Declared> = NonNullable<
  NonNullable<D['apiShape']>['upload']
>['idsKey'] extends infer K extends string
  ? Flat<{ created: number; replaced: number } & { [P in K]: string[] }>
  : Out<typeof uploadResultSchema>;

type Comment<D extends Declared> = NonNullable<D['apiShape']>['commentsByItemId'] extends true
  ? Flat<
      { id: string } & { [K in D['idParam']]: string } & {
        comment: string;
        kind: 'comment' | 'review';
        createdBy: string;
        createdByName: string;
        createdAt: string;
      }
    >
  : EntityComment;

type Paged<T> = { items: T[]; page: number; pageSize: number; totalItems: number; totalPages: number };

/** One generated entry: its params, query, body (undefined: none) and answer, as typed values. */
type Entry<D extends Declared, P, Q extends z.ZodType, B, R extends z.ZodType> = Endpoint<
  Schema<P>,
  Q,
  B extends undefined ? undefined : Schema<B>,
  R,
  D['group'] & Endpoint['group']
>;
type NoQuery = typeof noQuery;

/** Every verb's entry for declaration `D`. */
export type EntityEndpointTypes<D extends Declared> = {
  list: Entry<D, ProjectParams, Schema<ListQuery>, undefined, Schema<Paged<Item<D>>>>;
  gridData: Entry<D, ProjectParams, Schema<GridQuery>, undefined, Schema<Item<D>[]>>;
  totalCount: Entry<D, ProjectParams, NoQuery, undefined, typeof totalCountSchema>;
  summary: Entry<D, ProjectParams, NoQuery, undefined, typeof summarySchema>;
  export: Entry<D, ProjectParams, Schema<ExportQuery<D>>, undefined, typeof downloadSchema>;
  create: Entry<D, ProjectParams, NoQuery, EntityApiCreateBodyOf<D>, Schema<Item<D>>>;
  addMultiple: Entry<
    D,
    ProjectParams,
    NoQuery,
    { [K in PluralKey<D>]: EntityApiCreateBodyOf<D>[] },
    Schema<Item<D>[]>
  >;
  deleteRange: Entry<D, ProjectParams, NoQuery, Ids<D>, typeof rangeResultSchema>;
  duplicate: Entry<D, ProjectParams, NoQuery, Ids<D>, Schema<Item<D>[]>>;
  bulkUpdate: Entry<
    D,
    ProjectParams,
    NoQuery,
    Flat<Ids<D> & EntityApiBulkValuesOf<D>>,
    typeof rangeResultSchema
  >;
  createFromUpload: Entry<D, ProjectParams, NoQuery, UploadBody<D>, Schema<UploadResult<D>>>;
  reviewRange: Entry<D, ProjectParams, NoQuery, Flat<Ids<D> & { comment: string }>, typeof rangeResultSchema>;
  shiftDates: Entry<
    D,
    OneParams<D>,
    NoQuery,
    { days: number; shiftActions?: boolean | undefined },
    typeof shiftDatesResultSchema
  >;
  get: Entry<D, OneParams<D>, NoQuery, undefined, Schema<Item<D>>>;
  update: Entry<D, OneParams<D>, NoQuery, EntityApiUpdateBodyOf<D>, Schema<Item<D>>>;
  delete: Entry<D, OneParams<D>, NoQuery, undefined, Schema<Item<D>>>;
  history: Entry<D, OneParams<D>, NoQuery, undefined, Schema<Out<typeof historyEntrySchema>[]>>;
  shortHistory: Entry<
    D,
    OneParams<D>,
    Schema<{ limit?: number | undefined }>,
    undefined,
    Schema<Out<typeof historyEntrySchema>[]>
  >;
  listComments: Entry<D, OneParams<D>, NoQuery, undefined, Schema<Comment<D>[]>>;
  addComment: Entry<D, OneParams<D>, NoQuery, { comment: string }, Schema<Comment<D>>>;
  updateField: Entry<
    D,
    Flat<OneParams<D> & { fieldName: string }>,
    NoQuery,
    FieldUpdateBody<D>,
    Schema<Item<D>>
  >;
  clearField: Entry<
    D,
    Flat<OneParams<D> & { fieldPath: string }>,
    Schema<{ version: string }>,
    undefined,
    Schema<Item<D>>
  >;
  listTags: Entry<D, ProjectParams, NoQuery, undefined, Schema<Out<typeof tagCountSchema>[]>>;
  addTags: Entry<D, ProjectParams, NoQuery, Flat<Ids<D> & { tagIds: string[] }>, typeof rangeResultSchema>;
  addTag: Entry<D, OneParams<D>, NoQuery, { tagId: string }, Schema<Out<typeof tagSchema>[]>>;
  removeTag: Entry<
    D,
    Flat<OneParams<D> & { tagId: string }>,
    NoQuery,
    undefined,
    Schema<Out<typeof tagSchema>[]>
  >;
  updateCustomField: Entry<
    D,
    Flat<OneParams<D> & { fieldId: string }>,
    NoQuery,
    Out<typeof customFieldValueBody>,
    Schema<Item<D>>
  >;
};
