import * as z from 'zod';
import { defineEndpoint, type Endpoint, type EndpointGroup } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import type { ProjectEntityDeclaration } from './declaration';
import { CORE_DATA_IDS_MAX } from './field-kinds';
import { rangeResultSchema } from './result-schemas';

/**
 * The calls of a `coreDataIds` field (spec §7, an impact's business areas and locations): list, replace,
 * add and remove on one item, add to several items at once, and the organisation's items NOT on an item
 * yet. Declared once per field here; implementations (`functions/src/entity-kit/id-lists.ts`) and probes
 * are derived. Every write is the item's one versioned update (history, version bump).
 */
export interface IdListDeclaration<
  ES extends string = string,
  EP extends string = string,
  S extends string = string,
  P extends string = string,
  G extends EndpointGroup = EndpointGroup,
> {
  readonly entity: Pick<
    ProjectEntityDeclaration,
    'name' | 'segment' | 'idParam' | 'area' | 'label' | 'fields' | 'limits'
  > & { readonly group: G; readonly singular: ES; readonly plural: EP };
  /** The `coreDataIds` field the calls read and write. */
  readonly field: string;
  /** What one id names, PascalCase: `BusinessArea` / `BusinessAreas`. */
  readonly singular: S;
  readonly plural: P;
  /** Path segment under the item and in the bulk and unselected paths: `business-areas`. */
  readonly segment: string;
  /** The bulk body's key for the ids (spec §7: `businessAreas`, `locations`). */
  readonly bulkKey: string;
}

/** An item of a core data kind as these calls answer it. */
export const coreDataChoiceSchema = z.object({ id: z.string(), name: z.string() });

export type IdListEndpointIds<ES extends string, EP extends string, S extends string, P extends string> =
  | `list${ES}${P}`
  | `set${ES}${P}`
  | `add${ES}${S}`
  | `remove${ES}${S}`
  | `addBulk${P}To${EP}`
  | `listUnselected${P}`;

export type IdListOperation = 'list' | 'set' | 'add' | 'remove' | 'addBulk' | 'unselected';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** Body and parameter keys: `businessAreaIds`, `businessAreaId`, `impactIds`. */
export const idListKeys = (declaration: Pick<IdListDeclaration, 'singular' | 'entity'>) => ({
  ids: `${lowerFirst(declaration.singular)}Ids`,
  id: `${lowerFirst(declaration.singular)}Id`,
  itemIds: `${declaration.entity.name}Ids`,
});

const projectBase = '/api/v1/organisations/{organisationId}/projects/{projectId}';

export function defineIdList<
  const ES extends string,
  const EP extends string,
  const S extends string,
  const P extends string,
  const G extends EndpointGroup,
>(declaration: IdListDeclaration<ES, EP, S, P, G>) {
  const { entity, singular, plural, segment } = declaration;
  const field = entity.fields[declaration.field];
  if (field?.kind !== 'coreDataIds')
    throw new Error(`${entity.name}.${declaration.field}: not a coreDataIds field`);
  const group = entity.group;
  const keys = idListKeys(declaration);
  const base = `${projectBase}/${entity.segment}`;
  const one = `${base}/{${entity.idParam}}/${segment}`;
  const params = z.strictObject({ organisationId: idSchema, projectId: idSchema });
  const oneParams = params.extend({ [entity.idParam]: idSchema });
  const view = { kind: 'project', area: entity.area, access: 'view' } as const;
  const edit = { kind: 'project', area: entity.area, access: 'edit' } as const;
  const choices = z.array(coreDataChoiceSchema);
  const lower = field.label.toLowerCase();
  const roles: Record<string, IdListOperation> = {};
  const endpoints: Record<string, Endpoint> = {};
  const add = (id: string, role: IdListOperation, endpoint: Endpoint) => {
    endpoints[id] = endpoint;
    roles[id] = role;
  };
  add(
    `list${entity.singular}${plural}`,
    'list',
    defineEndpoint({
      method: 'GET',
      path: one,
      group,
      summary: `The ${lower} of one ${entity.label}, by name`,
      permission: view,
      params: oneParams,
      response: choices,
    }),
  );
  add(
    `set${entity.singular}${plural}`,
    'set',
    defineEndpoint({
      method: 'PUT',
      path: one,
      group,
      summary: `Replace the ${lower} of one ${entity.label} (one versioned change)`,
      permission: edit,
      params: oneParams,
      body: z.strictObject({ [keys.ids]: field.input }),
      response: choices,
    }),
  );
  add(
    `add${entity.singular}${singular}`,
    'add',
    defineEndpoint({
      method: 'POST',
      path: one,
      group,
      summary: `Add one of the ${lower} to one ${entity.label}`,
      permission: edit,
      params: oneParams,
      body: z.strictObject({ [keys.id]: idSchema }),
      response: choices,
    }),
  );
  add(
    `remove${entity.singular}${singular}`,
    'remove',
    defineEndpoint({
      method: 'DELETE',
      path: `${one}/{${keys.id}}`,
      group,
      summary: `Take one of the ${lower} off one ${entity.label}`,
      permission: edit,
      params: oneParams.extend({ [keys.id]: idSchema }),
      response: choices,
    }),
  );
  add(
    `addBulk${plural}To${entity.plural}`,
    'addBulk',
    defineEndpoint({
      method: 'POST',
      path: `${base}/add-bulk-${segment}-to-${entity.segment}`,
      group,
      summary: `Add ${lower} to several ${entity.segment} (those already carrying them are skipped)`,
      permission: edit,
      params,
      body: z.strictObject({
        [declaration.bulkKey]: z.array(idSchema).min(1).max(CORE_DATA_IDS_MAX),
        [keys.itemIds]: z.array(idSchema).min(1).max(entity.limits.bulk),
      }),
      response: rangeResultSchema,
    }),
  );
  add(
    `listUnselected${plural}`,
    'unselected',
    defineEndpoint({
      method: 'GET',
      path: `${base}/unselected-${segment}`,
      group,
      summary: `The organisation's ${lower} not on one ${entity.label} (?${entity.idParam}=), by name`,
      permission: view,
      params,
      query: z.strictObject({ [entity.idParam]: idSchema }),
      response: choices,
    }),
  );
  return {
    declaration,
    roles,
    endpoints: endpoints as {
      [K in IdListEndpointIds<ES, EP, S, P>]: Endpoint<
        z.ZodType,
        z.ZodType,
        z.ZodType | undefined,
        z.ZodType,
        EndpointGroup
      >;
    },
  };
}

/** Any declared id list, as generic code (implementations, probes) sees it. */
export interface EntityIdList {
  declaration: IdListDeclaration;
  roles: Record<string, IdListOperation>;
  endpoints: Record<string, Endpoint>;
}
