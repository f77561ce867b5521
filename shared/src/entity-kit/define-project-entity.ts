import * as z from 'zod';
import { defineEndpoint, downloadSchema, type Endpoint } from '../contract/define-endpoint';
import { pagedSchema } from '../lists/paged';
import { customFieldValueBody } from '../custom-fields/schemas';
import { historyEntrySchema } from '../organisations/schemas';
import { idSchema } from '../core/id-schema';
import { tagCountSchema, tagSchema } from '../tags/schemas';
import type { ProjectEntityDeclaration } from './declaration';
import type { FieldDeclaration } from './field-kinds';
import type { EntityEndpointTypes } from './entity-endpoint-types';
import { withIndefiniteArticle } from '../core/indefinite-article';
import {
  entitySchemas,
  rangeResultSchema,
  shiftDatesResultSchema,
  summarySchema,
  totalCountSchema,
  uploadResultOf,
} from './schemas';

/** The endpoint kinds the kit generates, static paths first (the local adapter's tie-break). */
export const entityVerbs = [
  'list',
  'gridData',
  'totalCount',
  'summary',
  'export',
  'create',
  'addMultiple',
  'deleteRange',
  'duplicate',
  'bulkUpdate',
  'createFromUpload',
  'reviewRange',
  'listTags',
  'addTags',
  'get',
  'update',
  'delete',
  'history',
  'shortHistory',
  'listComments',
  'addComment',
  'updateField',
  'shiftDates',
  'clearField',
  'addTag',
  'removeTag',
  'updateCustomField',
] as const;
export type EntityVerb = (typeof entityVerbs)[number];

/** `listBenefits`, `getBenefit`, `updateBenefitField`, ... (the actions family's naming). */
export type EntityEndpointId<S extends string, P extends string, V extends EntityVerb> = {
  list: `list${P}`;
  gridData: `get${P}GridData`;
  totalCount: `get${P}TotalCount`;
  summary: `get${P}Summary`;
  export: `export${P}`;
  create: `create${S}`;
  addMultiple: `addMultiple${P}`;
  deleteRange: `delete${S}Range`;
  duplicate: `duplicate${P}`;
  bulkUpdate: `bulkUpdate${P}`;
  createFromUpload: `create${P}FromUpload`;
  reviewRange: `review${S}Range`;
  get: `get${S}`;
  update: `update${S}`;
  delete: `delete${S}`;
  history: `get${S}History`;
  shortHistory: `get${S}ShortHistory`;
  listComments: `list${S}Comments`;
  addComment: `add${S}Comment`;
  updateField: `update${S}Field`;
  clearField: `clear${S}Field`;
  shiftDates: `shift${S}Dates`;
  listTags: `get${P}Tags`;
  addTags: `add${P}Tags`;
  addTag: `add${S}Tag`;
  removeTag: `remove${S}Tag`;
  updateCustomField: `update${S}CustomField`;
}[V];

export function entityEndpointId<S extends string, P extends string, V extends EntityVerb>(
  singular: S,
  plural: P,
  verb: V,
): EntityEndpointId<S, P, V> {
  const ids: Record<EntityVerb, string> = {
    list: `list${plural}`,
    gridData: `get${plural}GridData`,
    totalCount: `get${plural}TotalCount`,
    summary: `get${plural}Summary`,
    export: `export${plural}`,
    create: `create${singular}`,
    addMultiple: `addMultiple${plural}`,
    deleteRange: `delete${singular}Range`,
    duplicate: `duplicate${plural}`,
    bulkUpdate: `bulkUpdate${plural}`,
    createFromUpload: `create${plural}FromUpload`,
    reviewRange: `review${singular}Range`,
    get: `get${singular}`,
    update: `update${singular}`,
    delete: `delete${singular}`,
    history: `get${singular}History`,
    shortHistory: `get${singular}ShortHistory`,
    listComments: `list${singular}Comments`,
    addComment: `add${singular}Comment`,
    updateField: `update${singular}Field`,
    clearField: `clear${singular}Field`,
    shiftDates: `shift${singular}Dates`,
    listTags: `get${plural}Tags`,
    addTags: `add${plural}Tags`,
    addTag: `add${singular}Tag`,
    removeTag: `remove${singular}Tag`,
    updateCustomField: `update${singular}CustomField`,
  };
  return ids[verb] as EntityEndpointId<S, P, V>;
}

/** The id a declaration's verb is served under: its `endpointIds` override, else the kit's name. */
export type DeclaredEndpointId<
  D extends Declaration<string, string>,
  V extends EntityVerb,
> = D['endpointIds'] extends { readonly [K in V]: infer I extends string }
  ? I
  : EntityEndpointId<D['singular'], D['plural'], V>;

/** The id generic code (implementations, probes) finds a declaration's verb under. */
export function declaredEndpointId<V extends EntityVerb>(
  declaration: ProjectEntityDeclaration,
  verb: V,
): string {
  return declaration.endpointIds?.[verb] ?? entityEndpointId(declaration.singular, declaration.plural, verb);
}

type TagVerb = 'listTags' | 'addTags' | 'addTag' | 'removeTag';
const tagVerbs: readonly EntityVerb[] = ['listTags', 'addTags', 'addTag', 'removeTag'];
/** The flag that switches a verb on (both comment endpoints come with `comments`, four with `tags`). */
type FlagOf<V extends EntityVerb> = V extends 'listComments' | 'addComment'
  ? 'comments'
  : V extends TagVerb
    ? 'tags'
    : V extends 'updateCustomField'
      ? 'customFields'
      : V;
export const flagOf = <V extends EntityVerb>(verb: V) =>
  (verb === 'listComments' || verb === 'addComment'
    ? 'comments'
    : tagVerbs.includes(verb)
      ? 'tags'
      : verb === 'updateCustomField'
        ? 'customFields'
        : verb) as FlagOf<V>;

const organisationBase = '/api/v1/organisations/{organisationId}';
const projectBase = `${organisationBase}/projects/{projectId}`;

/** Every endpoint of the family for a declaration (before the opt-in filter). */
function familyOf(declaration: ProjectEntityDeclaration) {
  const schemas = entitySchemas(declaration);
  const { group, label, plural } = declaration;
  // "an action", "an impact": the summaries are the OpenAPI document's words.
  const aLabel = withIndefiniteArticle(label);
  const base = `${projectBase}/${declaration.segment}`;
  const one = `${base}/{${declaration.idParam}}`;
  const view = { kind: 'project', area: declaration.area, access: 'view' } as const;
  const edit = { kind: 'project', area: declaration.area, access: 'edit' } as const;
  const { projectParams: params, oneParams, item, idsBody } = schemas;
  const items = z.array(item);
  const lower = plural.toLowerCase();
  // spec §7: tag associations live under /projects/{project}/tags/<association>/...
  const tagged = `${projectBase}/tags/${declaration.tagAssociation ?? declaration.segment}/{${declaration.idParam}}`;
  const itemTags = z.array(tagSchema);
  const endpoints: Record<EntityVerb, Endpoint> = {
    list: defineEndpoint({
      method: 'GET',
      path: declaration.listPath ? `${base}/${declaration.listPath}` : base,
      group,
      summary: `The project's ${lower}, paged, sorted and filtered (active only unless filtered by lifecycleStatus)`,
      permission: view,
      params,
      query: schemas.listQuery,
      response: pagedSchema(item),
    }),
    gridData: defineEndpoint({
      method: 'GET',
      path: `${base}/grid-data`,
      group,
      summary: `Every active ${label} of the project for the grid, sorted and filtered`,
      permission: view,
      params,
      query: schemas.gridQuery,
      response: items,
    }),
    totalCount: defineEndpoint({
      method: 'GET',
      path: `${base}/total-count`,
      group,
      summary: `Number of active ${lower} in the project`,
      permission: view,
      params,
      response: totalCountSchema,
    }),
    summary: defineEndpoint({
      method: 'GET',
      path: `${base}/${declaration.collectionPaths?.summary ?? 'summary'}`,
      group,
      summary: `RAG counts of open active ${lower}, completed separately, and percent complete`,
      permission: view,
      params,
      response: summarySchema,
    }),
    export: defineEndpoint({
      method: 'GET',
      path: `${base}/export`,
      group,
      summary: `The ${lower} (same filters and sorts) as .xlsx with the chosen columns`,
      permission: view,
      params,
      query: schemas.exportQuery,
      response: downloadSchema,
      download: true,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      group,
      summary: `Create ${aLabel} (ref number from the project counter)`,
      permission: edit,
      params,
      body: schemas.createBody,
      response: item,
      successStatus: 201,
    }),
    addMultiple: defineEndpoint({
      method: 'POST',
      path: `${base}/add-multiple`,
      group,
      summary: `Create several ${lower} at once (all or nothing)`,
      permission: edit,
      params,
      body: schemas.addMultipleBody,
      response: items,
      successStatus: 201,
    }),
    deleteRange: defineEndpoint({
      method: 'PUT',
      path: `${base}/delete-range`,
      group,
      summary: `Soft-delete several ${lower} (lifecycle deleted)`,
      permission: edit,
      params,
      body: idsBody,
      response: rangeResultSchema,
    }),
    duplicate: defineEndpoint({
      method: 'POST',
      path: `${base}/${declaration.collectionPaths?.duplicate ?? 'duplicate'}`,
      group,
      summary: `Copy ${lower} (new ids and ref numbers)`,
      permission: edit,
      params,
      body: idsBody,
      response: items,
      successStatus: 201,
    }),
    bulkUpdate: defineEndpoint({
      method: 'POST',
      path: `${base}/${declaration.collectionPaths?.bulkUpdate ?? 'bulk-update'}`,
      group,
      summary: `Set the same field values on several ${lower} (each change in history)`,
      permission: edit,
      params,
      body: schemas.bulkUpdateBody,
      response: rangeResultSchema,
    }),
    createFromUpload: defineEndpoint({
      method: 'POST',
      path: `${base}/create-from-upload`,
      group,
      summary: `Create and replace ${lower} from an uploaded sheet: every row valid or nothing written`,
      permission: edit,
      params,
      body: schemas.uploadBody,
      response: uploadResultOf(declaration),
    }),
    reviewRange: defineEndpoint({
      method: 'POST',
      path: `${base}/review-range`,
      group,
      summary: `Mark ${lower} reviewed with a comment (reviewer, reviewed on, next review due in 42 days)`,
      permission: edit,
      params,
      body: schemas.reviewBody,
      response: rangeResultSchema,
    }),
    shiftDates: defineEndpoint({
      method: 'PUT',
      path: `${one}/shiftdates`,
      group,
      summary: `Move every date of one ${label} by a number of days, optionally its linked items' too (one transaction)`,
      permission: edit,
      params: oneParams,
      body: schemas.shiftDatesBody,
      response: shiftDatesResultSchema,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: one,
      group,
      summary: `One ${label}`,
      permission: view,
      params: oneParams,
      response: item,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: one,
      group,
      summary: `The edit form's save: any of the fields in one version-checked change`,
      permission: edit,
      params: oneParams,
      body: schemas.updateBody,
      response: item,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: one,
      group,
      summary: `Soft-delete one ${label} (lifecycle deleted)`,
      permission: edit,
      params: oneParams,
      response: item,
    }),
    history: defineEndpoint({
      method: 'GET',
      path: `${one}/history`,
      group,
      summary: `Accepted changes of one ${label}, newest first`,
      permission: view,
      params: oneParams,
      response: z.array(historyEntrySchema),
    }),
    shortHistory: defineEndpoint({
      method: 'GET',
      path: `${one}/short-history`,
      group,
      // Without a full history call the short one is the only one: every change unless limited.
      summary: `The latest changes of one ${label} (?limit=, ${declaration.endpoints.history ? '5' : 'every change'} unless given)`,
      permission: view,
      params: oneParams,
      query: schemas.shortHistoryQuery,
      response: z.array(historyEntrySchema),
    }),
    listComments: defineEndpoint({
      method: 'GET',
      path: `${one}/comments`,
      group,
      summary: `Comments of one ${label}, newest first`,
      permission: view,
      params: oneParams,
      response: z.array(schemas.comment),
    }),
    addComment: defineEndpoint({
      method: 'POST',
      path: `${one}/comments`,
      group,
      summary: `Add a comment to one ${label}`,
      permission: edit,
      params: oneParams,
      body: schemas.commentBody,
      response: schemas.comment,
      successStatus: 201,
    }),
    updateField: defineEndpoint({
      method: 'PUT',
      path: `${one}/{fieldName}`,
      group,
      summary: 'Grid edit of one field (TextField, IdField, DateField or NumericField) with the version seen',
      permission: edit,
      params: schemas.fieldUpdateParams,
      body: schemas.fieldUpdateBody,
      response: item,
    }),
    clearField: defineEndpoint({
      method: 'DELETE',
      path: `${one}/{fieldPath}`,
      group,
      summary: 'Clear a clearable field; ?version= is the version seen',
      permission: edit,
      params: schemas.clearFieldParams,
      query: schemas.versionQuery,
      response: item,
    }),
    listTags: defineEndpoint({
      method: 'GET',
      path: `${base}/tags`,
      group,
      summary: `Tags on the project's active ${lower}, with how many carry each (filter choices)`,
      permission: view,
      params,
      response: z.array(tagCountSchema),
    }),
    addTags: defineEndpoint({
      method: 'POST',
      path: `${base}/${declaration.collectionPaths?.addTags ?? 'tags'}`,
      group,
      summary: `Add organisation tags to several ${lower} (those already tagged are skipped)`,
      permission: edit,
      params,
      body: schemas.addTagsBody,
      response: rangeResultSchema,
    }),
    addTag: defineEndpoint({
      method: 'POST',
      path: tagged,
      group,
      summary: `Add one organisation tag to ${aLabel}; answers the ${label}'s tags`,
      permission: edit,
      params: oneParams,
      body: z.strictObject({ tagId: idSchema }),
      response: itemTags,
    }),
    removeTag: defineEndpoint({
      method: 'DELETE',
      path: `${tagged}/{tagId}`,
      group,
      summary: `Take one tag off ${aLabel}; answers the ${label}'s tags`,
      permission: edit,
      params: oneParams.extend({ tagId: idSchema }),
      response: itemTags,
    }),
    updateCustomField: defineEndpoint({
      method: 'PUT',
      path: `${organisationBase}/custom-fields/{fieldId}/projects/{projectId}/${declaration.segment}/{${declaration.idParam}}`,
      group,
      summary: `Set (or clear with null) one custom field value of a ${label}, with the version seen`,
      permission: edit,
      params: oneParams.extend({ fieldId: idSchema }),
      body: customFieldValueBody,
      response: item,
    }),
  };
  return { schemas, endpoints };
}

type Declaration<S extends string, P extends string> = ProjectEntityDeclaration<
  Record<string, FieldDeclaration>,
  S,
  P
>;
// A flag left out is off: `D['endpoints'][never]` is never, which would otherwise pass `extends true`.
type EnabledVerb<D extends Declaration<string, string>> = {
  [V in EntityVerb]: FlagOf<V> extends keyof D['endpoints']
    ? [D['endpoints'][FlagOf<V>]] extends [true]
      ? V
      : never
    : never;
}[EntityVerb];

/** The generated contract entries of an entity, keyed by their ids (members of `EndpointId`). */
export type EntityEndpoints<D extends Declaration<string, string>> = {
  [V in EnabledVerb<D> as DeclaredEndpointId<D, V>]: EntityEndpointTypes<D>[V];
};
/** Any generated entry, loosely typed (generic code); `EntityEndpoints` types each one precisely. */
export type EntityEndpoint<D extends Declaration<string, string>> = Endpoint<
  z.ZodType,
  z.ZodType,
  z.ZodType | undefined,
  z.ZodType,
  D['group']
>;

/**
 * Declares a project entity once: its fields, permission area and the endpoints it opts into. Returns
 * the declaration, every derived schema, and the contract entries to spread into the endpoints table.
 */
export function defineProjectEntity<
  const S extends string,
  const P extends string,
  const D extends Declaration<S, P>,
>(declaration: D) {
  const { schemas, endpoints } = familyOf(declaration);
  const verbs = entityVerbs.filter((verb) => declaration.endpoints[flagOf(verb)] === true);
  const kinds = Object.values(declaration.fields).map((field) => field.kind);
  if (verbs.includes('summary') && !(kinds.includes('rag') && kinds.includes('progress')))
    throw new Error(`${declaration.name}: a summary needs a rag and a progress field`);
  if (verbs.includes('shiftDates') && !kinds.includes('date'))
    throw new Error(`${declaration.name}: shifting dates needs a date field`);
  if (declaration.endpoints.tags && !declaration.tagAssociation)
    throw new Error(`${declaration.name}: tags need a tagAssociation (its spec §7 path segment)`);
  const generated = Object.fromEntries(
    verbs.map((verb) => [declaredEndpointId(declaration, verb), endpoints[verb]]),
  ) as EntityEndpoints<D>;
  return { declaration, schemas, verbs, endpoints: generated };
}

/** Any declared entity, as generic code (implementations, probes) sees it. */
export interface ProjectEntity {
  declaration: ProjectEntityDeclaration;
  schemas: ReturnType<typeof entitySchemas>;
  verbs: readonly EntityVerb[];
  endpoints: Record<string, Endpoint>;
}
