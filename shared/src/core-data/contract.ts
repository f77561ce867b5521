import * as z from 'zod';
import { defineEndpoint, downloadSchema } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { withIndefiniteArticle } from '../core/indefinite-article';
import { listQueryShape } from '../core/list-query-schema';
import { idSchema } from '../core/id-schema';
import { pagedSchema } from '../lists/paged';
import { OrgScope } from '../permissions/org-scope';
import { industries } from './industries';
import {
  columnKeysOf,
  coreDataKindNames,
  coreDataKinds,
  createSchemaOf,
  itemSchemaOf,
  updateSchemaOf,
  type CoreDataKind,
  type CoreDataKinds,
} from './kinds';

/**
 * Core data endpoints, GENERATED from the kinds table (`kinds.ts`): six per kind. Spec §6 says readers
 * cannot open Core data, so viewing needs contributor and editing owner (docs/decisions.md).
 */
export const coreDataView = { kind: 'organisation', minimumScope: OrgScope.CONTRIBUTOR } as const;
export const coreDataEdit = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;
/**
 * Reading the names of a kind's items: every member of the organisation (link access too). Anyone who
 * may view an item may read the names of what it references (an impact's business areas, locations),
 * while the Core data pages, with everything else an item holds, stay contributor and up.
 */
export const coreDataNamesView = { kind: 'organisation', minimumScope: OrgScope.NOACCESS } as const;

export const coreDataNameSchema = z.object({ id: z.string(), name: z.string() });

export const coreDataUsageSchema = z.object({
  itemId: z.string(),
  usageCount: z.number().int(),
  uses: z.array(z.object({ label: z.string(), count: z.number().int() })),
});

const organisationParams = z.strictObject({ organisationId: idSchema });
const itemParams = z.strictObject({ organisationId: idSchema, itemId: idSchema });

export const coreDataBasePath = (kind: CoreDataKind) =>
  `/api/v1/organisations/{organisationId}/core-data/${coreDataKinds[kind].segment}`;

/** `columns=name,city`: a comma-separated subset of the kind's columns, in the order wanted. */
export const columnsQuerySchema = (allowed: readonly string[]) =>
  z
    .string()
    .max(1000)
    .superRefine((text, ctx) => {
      const unknown = text.split(',').find((key) => key !== '' && !allowed.includes(key));
      if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `Unknown column '${unknown}'` });
    })
    .optional();

/** The six endpoints of one kind; `coreDataEndpointId` names them. */
export function kindEndpoints<K extends CoreDataKind>(kind: K) {
  const base = coreDataBasePath(kind);
  const { label } = coreDataKinds[kind];
  const keys = columnKeysOf(kind);
  const item = itemSchemaOf(kind);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      group: 'coreData',
      summary: `${label} list (paged, sorted, filtered)`,
      permission: coreDataView,
      params: organisationParams,
      query: z.strictObject(listQueryShape({ sortKeys: keys, filterKeys: keys })),
      response: pagedSchema(item),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/{itemId}`,
      group: 'coreData',
      summary: `One ${label.toLowerCase()}`,
      permission: coreDataView,
      params: itemParams,
      response: item,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      group: 'coreData',
      summary: `Create ${withIndefiniteArticle(label.toLowerCase())}`,
      permission: coreDataEdit,
      params: organisationParams,
      body: createSchemaOf(kind),
      response: item,
      successStatus: 201,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/{itemId}`,
      group: 'coreData',
      summary: `Replace ${withIndefiniteArticle(label.toLowerCase())} (conditional on its version)`,
      permission: coreDataEdit,
      params: itemParams,
      body: updateSchemaOf(kind),
      response: item,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/{itemId}`,
      group: 'coreData',
      summary: `Delete ${withIndefiniteArticle(label.toLowerCase())}`,
      permission: coreDataEdit,
      params: itemParams,
      // An item in use is refused (409) unless another item of the kind takes over its uses.
      query: z.strictObject({ mergeInto: idSchema.optional() }),
      response: z.object({ id: z.string(), moved: z.number().int().optional() }),
    }),
    export: defineEndpoint({
      method: 'GET',
      path: `${base}/export`,
      group: 'exports',
      summary: `${label} list as .xlsx with the requested columns`,
      permission: coreDataView,
      params: organisationParams,
      query: z.strictObject({
        sorts: listQueryShape({ sortKeys: keys }).sorts,
        filters: listQueryShape({ filterKeys: keys }).filters,
        columns: columnsQuerySchema(keys),
      }),
      response: downloadSchema,
      download: true,
    }),
  };
}

// 'export' before the `{itemId}` routes: the local adapter picks the FIRST matching route of the
// contract (API Gateway picks the most specific), and `/export` also matches `/{itemId}`.
export const coreDataVerbs = ['list', 'export', 'get', 'create', 'update', 'delete'] as const;
export type CoreDataVerb = (typeof coreDataVerbs)[number];

/** `listLocations`, `getLocation`, `createLocation`, `updateLocation`, `deleteLocation`, `exportLocations`. */
export type CoreDataEndpointId<K extends CoreDataKind, V extends CoreDataVerb> = V extends 'list' | 'export'
  ? `${V}${CoreDataKinds[K]['plural']}`
  : `${V}${CoreDataKinds[K]['singular']}`;

export const coreDataEndpointId = <K extends CoreDataKind, V extends CoreDataVerb>(kind: K, verb: V) =>
  `${verb}${verb === 'list' || verb === 'export' ? coreDataKinds[kind].plural : coreDataKinds[kind].singular}` as CoreDataEndpointId<
    K,
    V
  >;

type GeneratedEntry = {
  [K in CoreDataKind]: {
    [V in CoreDataVerb]: { id: CoreDataEndpointId<K, V>; endpoint: ReturnType<typeof kindEndpoints<K>>[V] };
  }[CoreDataVerb];
}[CoreDataKind];

/** Every generated endpoint, keyed by its precise id (a union member of `EndpointId`). */
export type GeneratedCoreDataEndpoints = { [E in GeneratedEntry as E['id']]: E['endpoint'] };

const generatedEndpoints = Object.fromEntries(
  coreDataKindNames.flatMap((kind) => {
    const endpoints = kindEndpoints(kind);
    return coreDataVerbs.map((verb) => [coreDataEndpointId(kind, verb), endpoints[verb]]);
  }),
) as GeneratedCoreDataEndpoints;

export const industrySchema = z.object({ id: z.string(), name: z.string() });

export const coreDataEndpoints = {
  ...generatedEndpoints,
  listCoreDataNames: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/core-data-names',
    group: 'coreData',
    summary: 'The id and name of every item of one core data kind, sorted by name',
    permission: coreDataNamesView,
    params: organisationParams,
    query: z.strictObject({ kind: z.enum(coreDataKindNames as [CoreDataKind, ...CoreDataKind[]]) }),
    response: z.array(coreDataNameSchema),
  }),
  getCoreDataUsage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/core-data-usage',
    group: 'coreData',
    summary: 'How many items use one core data item, by kind of item (before a delete)',
    permission: coreDataEdit,
    params: organisationParams,
    query: z.strictObject({
      kind: z.enum(coreDataKindNames as [CoreDataKind, ...CoreDataKind[]]),
      itemId: idSchema,
    }),
    response: coreDataUsageSchema,
  }),
  // A fixed list (ours, spec §7 names the call): any signed-in user who accepted the licence may read it.
  listIndustries: defineEndpoint({
    method: 'GET',
    path: '/api/v1/core-data/industries',
    group: 'coreData',
    summary: 'Industries an organisation can choose from',
    permission: anyUser,
    response: z.array(industrySchema),
  }),
};

export const industryList = () => industries.map(({ id, name }) => ({ id, name }));
