import { describe, expect, it } from 'vitest';
import { entityPagePaths } from './entity-paths';
import { entityRoutes } from './entity-routes';

const noView = async () => {
  throw new Error('not loaded in this test');
};

describe('entityPagePaths', () => {
  it('puts the list in the change area and the item pages under the project by default', () => {
    const pages = entityPagePaths({ segment: 'benefits', grid: 'benefits' });
    expect(pages.list.getHref('o', 'p')).toBe('/organisations/o/change/projects/p/benefits');
    expect(pages.panel.getHref('o', 'p', 'b 1')).toBe('/organisations/o/change/projects/p/benefits/b%201');
    expect(pages.create.getHref('o', 'p')).toBe('/organisations/o/projects/p/benefits/new');
    expect(pages.edit.path).toBe('projects/:projectId/benefits/:id/edit');
    expect(pages.grid.getHref('o', 'p')).toBe('/organisations/o/grids/projects/p/benefits');
  });

  it('follows the spec where the item pages live elsewhere and the list has no side panel', () => {
    const pages = entityPagePaths({
      segment: 'impact-groups',
      grid: 'impact-groups',
      items: 'change/projects/:projectId/impact-groups',
      create: 'create',
      panel: false,
    });
    expect(pages.create.getHref('o', 'p')).toBe('/organisations/o/change/projects/p/impact-groups/create');
    expect(pages.panel.getHref('o', 'p', 'g')).toBe(pages.detail.getHref('o', 'p', 'g'));
    // No panel route: it would shadow the detail page at the same address.
    const routes = entityRoutes(pages, 'impactGroups', noView, () => undefined);
    expect(routes.map((route) => route.path)).toEqual([
      'change/projects/:projectId/impact-groups',
      'change/projects/:projectId/impact-groups/create',
      'change/projects/:projectId/impact-groups/:id',
      'change/projects/:projectId/impact-groups/:id/edit',
      'grids/projects/:projectId/impact-groups',
    ]);
  });
});
