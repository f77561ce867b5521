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
}) {
  const list = options.list ?? `change/projects/:projectId/${options.segment}`;
  const listOf = (organisationId: string, projectId: string) =>
    `${org(organisationId)}/${list.replace(':projectId', seg(projectId))}`;
  const item = `projects/:projectId/${options.segment}`;
  const itemOf = (organisationId: string, projectId: string) =>
    `${org(organisationId)}/projects/${seg(projectId)}/${options.segment}`;
  return {
    list: { path: list, getHref: listOf },
    panel: {
      path: `${list}/:id`,
      getHref: (organisationId: string, projectId: string, id: string) =>
        `${listOf(organisationId, projectId)}/${seg(id)}`,
    },
    create: {
      path: `${item}/new`,
      getHref: (organisationId: string, projectId: string) => `${itemOf(organisationId, projectId)}/new`,
    },
    detail: {
      path: `${item}/:id`,
      getHref: (organisationId: string, projectId: string, id: string) =>
        `${itemOf(organisationId, projectId)}/${seg(id)}`,
    },
    edit: {
      path: `${item}/:id/edit`,
      getHref: (organisationId: string, projectId: string, id: string) =>
        `${itemOf(organisationId, projectId)}/${seg(id)}/edit`,
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
