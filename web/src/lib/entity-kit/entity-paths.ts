/**
 * The six pages of a kit entity, written once from its path segments (spec §2): the list in the
 * change area with its side panel, create, detail and edit pages, and the full-width grid. Each entry
 * has the router's `path` and the link builder `getHref`, as every entry of `config/paths.ts`.
 */
const org = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}`;
const seg = (id: string) => encodeURIComponent(id);

export function entityPagePaths(options: {
  /** `course-groups`: pages at `projects/{projectId}/course-groups/...`. */
  segment: string;
  /** Spec §2 grid suffix: `grids/projects/{projectId}/<grid>`. */
  grid: string;
  /** Where the list lives, when not `change/projects/{projectId}/<segment>` (role mapping's spec path). */
  list?: string;
  /** Where create, detail and edit live, when not `projects/{projectId}/<segment>` (impact groups). */
  items?: string;
  /** The create page's last segment (`new` unless the spec names another: impact groups' `create`). */
  create?: string;
  /** `false`: the list has no side panel, a row opens the detail page (impact groups' extended view). */
  panel?: false;
}) {
  const list = options.list ?? `change/projects/:projectId/${options.segment}`;
  const items = options.items ?? `projects/:projectId/${options.segment}`;
  const create = options.create ?? 'new';
  const hrefOf = (path: string) => (organisationId: string, projectId: string) =>
    `${org(organisationId)}/${path.replace(':projectId', seg(projectId))}`;
  const listOf = hrefOf(list);
  const itemsOf = hrefOf(items);
  const detail = {
    path: `${items}/:id`,
    getHref: (organisationId: string, projectId: string, id: string) =>
      `${itemsOf(organisationId, projectId)}/${seg(id)}`,
  };
  return {
    list: { path: list, getHref: listOf },
    /** No `path` without a panel: the router mounts no route for it and its link is the detail page. */
    panel:
      options.panel === false
        ? { path: undefined, getHref: detail.getHref }
        : {
            path: `${list}/:id`,
            getHref: (organisationId: string, projectId: string, id: string) =>
              `${listOf(organisationId, projectId)}/${seg(id)}`,
          },
    create: {
      path: `${items}/${create}`,
      getHref: (organisationId: string, projectId: string) =>
        `${itemsOf(organisationId, projectId)}/${create}`,
    },
    detail,
    edit: {
      path: `${items}/:id/edit`,
      getHref: (organisationId: string, projectId: string, id: string) =>
        `${itemsOf(organisationId, projectId)}/${seg(id)}/edit`,
    },
    grid: {
      path: `grids/projects/:projectId/${options.grid}`,
      getHref: (organisationId: string, projectId: string) =>
        `${org(organisationId)}/grids/projects/${seg(projectId)}/${options.grid}`,
    },
  };
}
export type EntityPagePaths = ReturnType<typeof entityPagePaths>;

/** A view's `paths` from its page paths. */
export const viewPathsOf = (pages: EntityPagePaths) => ({
  list: pages.list.getHref,
  panel: pages.panel.getHref,
  detail: pages.detail.getHref,
  create: pages.create.getHref,
  edit: pages.edit.getHref,
  grid: pages.grid.getHref,
});
