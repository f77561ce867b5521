import * as z from 'zod';
import { defineEndpoint, type Endpoint, type EndpointGroup } from '../contract/define-endpoint';
import type { Permission, ProjectArea } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import type { ProjectEntityDeclaration } from './declaration';

/**
 * A many-to-many LINK between two project items (impact ↔ action, impact ↔ impact group), served from
 * both sides and written as a pair in one transaction (`projectLink` items). Declared once here; the
 * endpoints, their implementations (`functions/src/entity-kit/links.ts`) and their probes are derived.
 */
export interface LinkSide<S extends string = string, P extends string = string> {
  /** Entity type (history, link items): `impact`, `action`. */
  readonly name: string;
  readonly singular: S;
  readonly plural: P;
  /** Path segment under the project: `impacts`. */
  readonly segment: string;
  readonly idParam: string;
  readonly area: ProjectArea;
  readonly label: string;
}

/** A kit entity as one side of a link. */
export const linkSideOf = <S extends string, P extends string>(
  declaration: Pick<ProjectEntityDeclaration, 'name' | 'segment' | 'idParam' | 'area' | 'label'> & {
    singular: S;
    plural: P;
  },
): LinkSide<S, P> => ({
  name: declaration.name,
  singular: declaration.singular,
  plural: declaration.plural,
  segment: declaration.segment,
  idParam: declaration.idParam,
  area: declaration.area,
  label: declaration.label,
});

/** Where each side's calls live under the item: `{impactId}/actions`, `{actionId}/assignedImpacts`. */
export interface LinkPaths {
  /** POST (add) and DELETE `/{other id}`; also GET and PUT (replace) unless `list` is given. */
  readonly path: string;
  /** GET of the linked items, when not `path` (`assignedImpacts`). */
  readonly list?: string;
  /** GET of the project's items NOT linked yet (`unassignedActions`). */
  readonly unassigned: string;
}

/**
 * `POST <from segment>/<path>`: links every from item named to every to item named, pairs written both
 * ways (spec §7 `add-bulk-actions-to-impacts` with actionIds and impactIds).
 */
export interface LinkBulkAdd {
  readonly path: string;
  /** The body key of the to side's ids when the spec names it otherwise (`impactGroups`). */
  readonly idsKey?: string;
}

export interface LinkDeclaration<
  FS extends string = string,
  FP extends string = string,
  TS extends string = string,
  TP extends string = string,
  G extends EndpointGroup = EndpointGroup,
  TG extends EndpointGroup = G,
> {
  /** The group (Lambda) serving the from side's calls. */
  readonly group: G;
  /**
   * The group serving the to side's calls, when the to side's paths already fall under another
   * group's greedy route (`project-stakeholders/{id}/impacts` under the projects group's): no new route.
   */
  readonly toGroup?: TG;
  readonly from: LinkSide<FS, FP>;
  readonly to: LinkSide<TS, TP>;
  readonly fromPaths: LinkPaths;
  readonly toPaths: LinkPaths;
  /** Most ids one call may link. */
  readonly limit: number;
  /** Shifting the from item's dates may move the linked to items' dates too (impact → actions). */
  readonly shiftsWith?: boolean;
  /** Link many from items to many to items in one call (from side's group). */
  readonly bulkAdd?: LinkBulkAdd;
  /** `GET <from segment>/<path>`: the project's from items linked to no to item (`with-no-impact-groups`). */
  readonly unlinked?: string;
  /**
   * `GET <from segment>/{id}/<listAlias>`: the from side's list again at a second path the spec also
   * names (impacts `{id}/project-stakeholders` beside `{id}/stakeholders`); the same answer.
   */
  readonly listAlias?: string;
  /**
   * `POST <project>/<path>/{from id}`: the from side's add at a path under the project outside the
   * from segment (spec §7 projects `stakeholders/impacts/{x}`), served by `toGroup` whose greedy
   * route covers it; body and answer as the from side's add.
   */
  readonly projectAdd?: { readonly path: string };
  /**
   * `GET <to segment>/<path>`: every link of the project at once, grouped by to item (the process
   * report's impacts of every process in one call instead of one per process); served by the to side's group.
   */
  readonly pairs?: string;
}

/** A linked item as either side lists it: id, ref and name, and the rest of the item when it is a kit item. */
export const linkedItemSchema = z.looseObject({
  id: z.string(),
  refNumber: z.number().int(),
  name: z.string(),
});

/** Every link of a project by to item: its id and the from items linked to it (`pairs`). */
export const linkPairsSchema = z.array(z.object({ id: z.string(), linked: z.array(linkedItemSchema) }));

/** The from side's endpoint ids (served by `group`). */
export type LinkFromEndpointIds<FS extends string, TS extends string, TP extends string> =
  `list${FS}${TP}` | `set${FS}${TP}` | `add${FS}${TP}` | `remove${FS}${TS}` | `list${FS}Unassigned${TP}`;
/** The to side's endpoint ids (served by `toGroup`). */
export type LinkToEndpointIds<FS extends string, FP extends string, TS extends string> =
  `list${TS}${FP}` | `add${TS}${FP}` | `remove${TS}${FS}` | `list${TS}Unassigned${FP}`;
/** The optional many-to-many calls' ids (from side's group). */
export type LinkBulkAddId<FP extends string, TP extends string> = `addBulk${TP}To${FP}`;
export type LinkUnlinkedId<FP extends string, TP extends string> = `list${FP}Without${TP}`;
export type LinkListAliasId<FS extends string, TP extends string> = `list${FS}${TP}Alias`;
export type LinkProjectAddId<FS extends string, TP extends string> = `add${TP}To${FS}`;
export type LinkPairsId<FP extends string, TP extends string> = `list${TP}With${FP}`;
export type LinkEndpointIds<FS extends string, FP extends string, TS extends string, TP extends string> =
  LinkFromEndpointIds<FS, TS, TP> | LinkToEndpointIds<FS, FP, TS>;

/** Which side and which operation an endpoint of a link serves (the implementation table's key). */
export type LinkOperation =
  'list' | 'set' | 'add' | 'remove' | 'unassigned' | 'bulkAdd' | 'unlinked' | 'pairs';
export interface LinkEndpointRole {
  side: 'from' | 'to';
  operation: LinkOperation;
  /** The side whose group serves it, when not `side` (a `projectAdd`: the from side's add, served by `toGroup`). */
  servedBy?: 'from' | 'to';
}

/**
 * A link call's permission: the access on BOTH sides' areas (issue 36). Reading a link answers the far
 * side's items and changing one touches them, so the path's side alone must not decide; declared here
 * once, every link endpoint carries it and the one `can` rule checks it on the server and in the app.
 */
export const bothSides = (side: LinkSide, other: LinkSide, access: 'view' | 'edit') =>
  ({
    kind: 'project',
    area: side.area,
    access,
    ...(other.area === side.area ? {} : { alsoArea: other.area }),
  }) as const satisfies Permission;

const projectBase = '/api/v1/organisations/{organisationId}/projects/{projectId}';

/** The ids key of a body naming items of a side: `actionIds`. */
export const linkIdsKey = (side: LinkSide) => `${side.name}Ids`;

/** The to side's ids key in a bulk add body (`impactGroups` where the spec says so). */
export const bulkToIdsKey = (declaration: LinkDeclaration) =>
  declaration.bulkAdd?.idsKey ?? linkIdsKey(declaration.to);

type LinkEndpoint<G extends EndpointGroup> = Endpoint<
  z.ZodType,
  z.ZodType,
  z.ZodType | undefined,
  z.ZodType,
  G
>;
type Optional<On, T> = On extends LinkBulkAdd | string ? T : unknown;

/**
 * Declares a link: nine endpoints, four on each side plus replace on the from side; optionally a bulk
 * add and an "items with no link" list on the from side.
 */
export function defineEntityLink<
  const FS extends string,
  const FP extends string,
  const TS extends string,
  const TP extends string,
  const G extends EndpointGroup,
  const TG extends EndpointGroup = G,
  const BA extends LinkBulkAdd | undefined = undefined,
  const UL extends string | undefined = undefined,
  const LA extends string | undefined = undefined,
  const PA extends { path: string } | undefined = undefined,
  const PR extends string | undefined = undefined,
>(
  declaration: LinkDeclaration<FS, FP, TS, TP, G, TG> & {
    bulkAdd?: BA;
    unlinked?: UL;
    listAlias?: LA;
    projectAdd?: PA;
    pairs?: PR;
  },
) {
  const { from, to, limit } = declaration;
  const roles: Record<string, LinkEndpointRole> = {};
  const endpoints: Record<string, Endpoint> = {};
  const sideEndpoints = (
    side: LinkSide,
    other: LinkSide,
    paths: LinkPaths,
    key: 'from' | 'to',
    withReplace: boolean,
  ) => {
    const group = key === 'from' ? declaration.group : (declaration.toGroup ?? declaration.group);
    const params = z.strictObject({
      organisationId: idSchema,
      projectId: idSchema,
      [side.idParam]: idSchema,
    });
    const one = `${projectBase}/${side.segment}/{${side.idParam}}`;
    const view = bothSides(side, other, 'view');
    const edit = bothSides(side, other, 'edit');
    const idsKey = linkIdsKey(other);
    const otherLower = other.plural.toLowerCase();
    const items = z.array(linkedItemSchema);
    const add = (id: string, role: LinkOperation, endpoint: Endpoint) => {
      endpoints[id] = endpoint;
      roles[id] = { side: key, operation: role };
    };
    add(
      `list${side.singular}${other.plural}`,
      'list',
      defineEndpoint({
        method: 'GET',
        path: `${one}/${paths.list ?? paths.path}`,
        group,
        summary: `The ${otherLower} linked to one ${side.label}`,
        permission: view,
        params,
        response: items,
      }),
    );
    if (withReplace)
      add(
        `set${side.singular}${other.plural}`,
        'set',
        defineEndpoint({
          method: 'PUT',
          path: `${one}/${paths.path}`,
          group,
          summary: `Replace the ${otherLower} linked to one ${side.label} (both sides in one transaction)`,
          permission: edit,
          params,
          body: z.strictObject({ [idsKey]: z.array(idSchema).max(limit) }),
          response: items,
        }),
      );
    add(
      `add${side.singular}${other.plural}`,
      'add',
      defineEndpoint({
        method: 'POST',
        path: `${one}/${paths.path}`,
        group,
        summary: `Link ${otherLower} to one ${side.label} (both sides in one transaction)`,
        permission: edit,
        params,
        body: z.strictObject({ [idsKey]: z.array(idSchema).min(1).max(limit) }),
        response: items,
      }),
    );
    add(
      `remove${side.singular}${other.singular}`,
      'remove',
      defineEndpoint({
        method: 'DELETE',
        path: `${one}/${paths.path}/{${other.idParam}}`,
        group,
        summary: `Unlink one ${other.label} from one ${side.label} (both sides)`,
        permission: edit,
        params: params.extend({ [other.idParam]: idSchema }),
        response: items,
      }),
    );
    add(
      `list${side.singular}Unassigned${other.plural}`,
      'unassigned',
      defineEndpoint({
        method: 'GET',
        path: `${one}/${paths.unassigned}`,
        group,
        summary: `The project's active ${otherLower} not linked to one ${side.label}`,
        permission: view,
        params,
        response: items,
      }),
    );
  };
  sideEndpoints(from, to, declaration.fromPaths, 'from', true);
  const fromIds = Object.keys(endpoints);
  sideEndpoints(to, from, declaration.toPaths, 'to', false);
  const { group } = declaration;
  const view = bothSides(from, to, 'view');
  const edit = bothSides(from, to, 'edit');
  const projectParams = z.strictObject({ organisationId: idSchema, projectId: idSchema });
  const items = z.array(linkedItemSchema);
  if (declaration.bulkAdd) {
    const id = `addBulk${to.plural}To${from.plural}`;
    fromIds.push(id);
    roles[id] = { side: 'from', operation: 'bulkAdd' };
    endpoints[id] = defineEndpoint({
      method: 'POST',
      path: `${projectBase}/${from.segment}/${declaration.bulkAdd.path}`,
      group,
      summary: `Link every ${to.label} named to every ${from.label} named (each pair both ways in one transaction)`,
      permission: edit,
      params: projectParams,
      body: z.strictObject({
        [linkIdsKey(from)]: z.array(idSchema).min(1).max(limit),
        [bulkToIdsKey(declaration)]: z.array(idSchema).min(1).max(limit),
      }),
      // The from items named, each with its linked to items' ids.
      response: z.array(z.object({ id: z.string(), linkedIds: z.array(z.string()) })),
    });
  }
  if (declaration.unlinked) {
    const id = `list${from.plural}Without${to.plural}`;
    fromIds.push(id);
    roles[id] = { side: 'from', operation: 'unlinked' };
    endpoints[id] = defineEndpoint({
      method: 'GET',
      path: `${projectBase}/${from.segment}/${declaration.unlinked}`,
      group,
      summary: `The project's active ${from.plural.toLowerCase()} linked to no ${to.label}`,
      permission: view,
      params: projectParams,
      response: items,
    });
  }
  const fromParams = projectParams.extend({ [from.idParam]: idSchema });
  if (declaration.listAlias) {
    const id = `list${from.singular}${to.plural}Alias`;
    fromIds.push(id);
    roles[id] = { side: 'from', operation: 'list' };
    endpoints[id] = defineEndpoint({
      method: 'GET',
      path: `${projectBase}/${from.segment}/{${from.idParam}}/${declaration.listAlias}`,
      group,
      summary: `The ${to.plural.toLowerCase()} linked to one ${from.label} (as \`${declaration.fromPaths.list ?? declaration.fromPaths.path}\`)`,
      permission: view,
      params: fromParams,
      response: items,
    });
  }
  const toIds: string[] = [];
  if (declaration.projectAdd) {
    const id = `add${to.plural}To${from.singular}`;
    toIds.push(id);
    roles[id] = { side: 'from', operation: 'add', servedBy: 'to' };
    endpoints[id] = defineEndpoint({
      method: 'POST',
      path: `${projectBase}/${declaration.projectAdd.path}/{${from.idParam}}`,
      group: declaration.toGroup ?? group,
      summary: `Link ${to.plural.toLowerCase()} to one ${from.label} (both sides in one transaction)`,
      permission: edit,
      params: fromParams,
      body: z.strictObject({ [linkIdsKey(to)]: z.array(idSchema).min(1).max(limit) }),
      response: items,
    });
  }
  const pairsIds: string[] = [];
  if (declaration.pairs) {
    const id = `list${to.plural}With${from.plural}`;
    pairsIds.push(id);
    roles[id] = { side: 'to', operation: 'pairs' };
    endpoints[id] = defineEndpoint({
      method: 'GET',
      path: `${projectBase}/${to.segment}/${declaration.pairs}`,
      group: declaration.toGroup ?? group,
      summary: `Every ${to.label} of the project with the ${from.plural.toLowerCase()} linked to it, in one call`,
      // It lists from items by to item: the right to view both.
      permission: view,
      params: projectParams,
      response: linkPairsSchema,
    });
  }
  type FromEndpoints = {
    [K in LinkFromEndpointIds<FS, TS, TP>]: LinkEndpoint<G>;
  } & Optional<BA, { [K in LinkBulkAddId<FP, TP>]: LinkEndpoint<G> }> &
    Optional<UL, { [K in LinkUnlinkedId<FP, TP>]: LinkEndpoint<G> }> &
    Optional<LA, { [K in LinkListAliasId<FS, TP>]: LinkEndpoint<G> }>;
  type ToEndpoints = { [K in LinkToEndpointIds<FS, FP, TS>]: LinkEndpoint<TG> } & Optional<
    PA,
    { [K in LinkProjectAddId<FS, TP>]: LinkEndpoint<TG> }
  > &
    Optional<PR, { [K in LinkPairsId<FP, TP>]: LinkEndpoint<TG> }>;
  const pick = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, endpoints[id]!]));
  toIds.push(...Object.keys(endpoints).filter((id) => !fromIds.includes(id) && !toIds.includes(id)));
  return {
    declaration,
    roles,
    endpoints: endpoints as FromEndpoints & ToEndpoints,
    /** Each side's endpoints, for the contract table of the group serving it. */
    sides: { from: pick(fromIds) as FromEndpoints, to: pick(toIds) as ToEndpoints },
  };
}

/** Any declared link, as generic code (implementations, probes) sees it. */
export interface EntityLink {
  declaration: LinkDeclaration;
  roles: Record<string, LinkEndpointRole>;
  endpoints: Record<string, Endpoint>;
  sides: { from: Record<string, Endpoint>; to: Record<string, Endpoint> };
}
