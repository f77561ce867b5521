import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { EntityPagePaths } from './entity-paths';
import type { EntityView } from './entity-view';

type Page = 'list' | 'panel' | 'create' | 'detail' | 'edit' | 'grid';
type Loaded = { default: ComponentType };

/**
 * The page components of a kit entity for the router, loaded lazily with the view: the list, panel,
 * create, detail and edit pages share one chunk (the kit's), the grid its own (AG Grid). One line per
 * entity in the router instead of five route modules.
 */
export async function loadEntityPage(page: Page, loadView: () => Promise<EntityView>): Promise<Loaded> {
  const view = await loadView();
  if (page === 'grid') {
    const { EntityGrid } = await import('./entity-grid');
    return {
      default: function EntityGridPage() {
        const { organisationId = '', projectId = '' } = useParams();
        return <EntityGrid view={view} organisationId={organisationId} projectId={projectId} />;
      },
    };
  }
  const [{ EntityList }, { EntityDetail }, { EntityCreate, EntityEdit }] = await Promise.all([
    import('./entity-list'),
    import('./entity-detail'),
    import('./entity-edit'),
  ]);
  return {
    default: function EntityPage() {
      const { organisationId = '', projectId = '', id } = useParams();
      const project = { organisationId, projectId };
      switch (page) {
        case 'list':
        case 'panel':
          return <EntityList view={view} {...project} id={id} />;
        case 'create':
          return <EntityCreate view={view} {...project} />;
        case 'detail':
          return <EntityDetail key={id} view={view} entityRef={{ ...project, id: id ?? '' }} />;
        case 'edit':
          return <EntityEdit key={id} view={view} entityRef={{ ...project, id: id ?? '' }} />;
      }
    },
  };
}

/** The routes of an entity (six, five without a side panel): each page's path, its title phrase and its lazily loaded component. */
export function entityRoutes<L>(
  pages: EntityPagePaths,
  phrases: string,
  loadView: () => Promise<EntityView>,
  /** The router's lazy loader (time-out, one retry, the chunk error). */
  lazy: (importer: () => Promise<Loaded>) => L,
) {
  const titles: Record<Page, string> = {
    list: `${phrases}.title`,
    panel: `${phrases}.title`,
    create: `${phrases}.create.title`,
    detail: `${phrases}.detailTitle`,
    edit: `${phrases}.editTitle`,
    grid: `${phrases}.gridTitle`,
  };
  return (Object.keys(titles) as Page[])
    .filter((page) => pages[page].path !== undefined)
    .map((page) => ({
      path: pages[page].path,
      // The grid paints its first rows before the shell asks for its own data (`useShellRequestsReady`).
      handle: { titleKey: titles[page], ...(page === 'grid' ? { firstDataFirst: true } : {}) },
      lazy: lazy(() => loadEntityPage(page, loadView)),
    }));
}
