import * as z from 'zod';
import { defineEndpoint, type Endpoint, type EndpointGroup } from '../contract/define-endpoint';
import type { ProjectArea } from '../contract/permission';
import { idSchema } from '../identity/schemas';
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

export interface LinkDeclaration<
  FS extends string = string,
  FP extends string = string,
  TS extends string = string,
  TP extends string = string,
  G extends EndpointGroup = EndpointGroup,
> {
  readonly group: G;
  readonly from: LinkSide<FS, FP>;
  readonly to: LinkSide<TS, TP>;
  readonly fromPaths: LinkPaths;
  readonly toPaths: LinkPaths;
  /** Most ids one call may link. */
  readonly limit: number;
  /** Shifting the from item's dates may move the linked to items' dates too (impact → actions). */
  readonly shiftsWith?: boolean;
}

/** A linked item as either side lists it: id, ref and name, and the rest of the item when it is a kit item. */
export const linkedItemSchema = z.looseObject({
  id: z.string(),
  refNumber: z.number().int(),
  name: z.string(),
});

export type LinkEndpointIds<FS extends string, FP extends string, TS extends string, TP extends string> =
  | `list${FS}${TP}`
  | `set${FS}${TP}`
  | `add${FS}${TP}`
  | `remove${FS}${TS}`
  | `list${FS}Unassigned${TP}`
  | `list${TS}${FP}`
  | `add${TS}${FP}`
  | `remove${TS}${FS}`
  | `list${TS}Unassigned${FP}`;

/** Which side and which operation an endpoint of a link serves (the implementation table's key). */
export type LinkOperation = 'list' | 'set' | 'add' | 'remove' | 'unassigned';
export interface LinkEndpointRole {
  side: 'from' | 'to';
  operation: LinkOperation;
}

const projectBase = '/api/v1/organisations/{organisationId}/projects/{projectId}';

/** The ids key of a body naming items of a side: `actionIds`. */
export const linkIdsKey = (side: LinkSide) => `${side.name}Ids`;

/** Declares a link: nine endpoints, four on each side plus replace on the from side. */
export function defineEntityLink<
  const FS extends string,
  const FP extends string,
  const TS extends string,
  const TP extends string,
  const G extends EndpointGroup,
>(declaration: LinkDeclaration<FS, FP, TS, TP, G>) {
  const { group, from, to, limit } = declaration;
  const roles: Record<string, LinkEndpointRole> = {};
  const endpoints: Record<string, Endpoint> = {};
  const sideEndpoints = (
    side: LinkSide,
    other: LinkSide,
    paths: LinkPaths,
    key: 'from' | 'to',
    withReplace: boolean,
  ) => {
    const params = z.strictObject({
      organisationId: idSchema,
      projectId: idSchema,
      [side.idParam]: idSchema,
    });
    const one = `${projectBase}/${side.segment}/{${side.idParam}}`;
    const view = { kind: 'project', area: side.area, access: 'view' } as const;
    const edit = { kind: 'project', area: side.area, access: 'edit' } as const;
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
  sideEndpoints(to, from, declaration.toPaths, 'to', false);
  return {
    declaration,
    roles,
    endpoints: endpoints as {
      [K in LinkEndpointIds<FS, FP, TS, TP>]: Endpoint<
        z.ZodType,
        z.ZodType,
        z.ZodType | undefined,
        z.ZodType,
        G
      >;
    },
  };
}

/** Any declared link, as generic code (implementations, probes) sees it. */
export interface EntityLink {
  declaration: LinkDeclaration;
  roles: Record<string, LinkEndpointRole>;
  endpoints: Record<string, Endpoint>;
}
