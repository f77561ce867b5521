import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/en-gb-dashboard';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { OrganisationOverview } from './organisation-overview';

vi.mock('@/ui/charts/plotly-plot', () => ({ default: () => <div /> }));

const figures = {
  programmeId: null,
  total: 0,
  percentComplete: 0,
  rag: { red: 0, amber: 0, green: 0, unknown: 0, completed: 0 },
  level: { high: 0, medium: 0, low: 0, unknown: 0 },
  progress: { notStarted: 0, inProgress: 0, completed: 0, other: 0 },
  projects: [],
};

afterEach(() => permissionsStore.clear());

function show(scope: number, stakeholders: number) {
  permissionsStore.offer({
    version: String(scope),
    data: { 'org-a': { s: scope, pe: [], po: [], a: 0, p: {} } },
  });
  const fetchMock = stubFetch((url) => ({
    body: {
      isError: false,
      payload: url.includes('/core-data/stakeholders')
        ? { items: [], page: 1, pageSize: 1, totalItems: stakeholders, totalPages: 1 }
        : figures,
    },
  }));
  renderRoutes(
    [
      {
        path: '/o',
        Component: () => <OrganisationOverview organisationId="org-a" programmes={[]} projects={[]} />,
      },
    ],
    '/o',
  );
  return fetchMock;
}

describe('the organisation stakeholders tile', () => {
  it('counts the organisation’s stakeholders from the list’s total and links to them', async () => {
    show(OrgScope.CONTRIBUTOR, 12);
    const tile = screen.getByTestId('tile-stakeholders');
    expect(await within(tile).findByRole('link', { name: '12' })).toHaveAttribute(
      'href',
      '/organisations/org-a/core-data/stakeholders',
    );
  });

  it('offers to add the first one at 0 when the user may', async () => {
    show(OrgScope.OWNER, 0);
    const tile = screen.getByTestId('tile-stakeholders');
    expect(await within(tile).findByRole('link', { name: 'Add the first stakeholder' })).toBeVisible();
  });

  it('shows the permission label to a reader, without asking the server', async () => {
    const fetchMock = show(OrgScope.READER, 5);
    expect(screen.getByTestId('tile-stakeholders')).toHaveTextContent('You do not have access');
    await screen.findAllByText(/There are no active/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/core-data/stakeholders'))).toBe(false);
  });
});

describe('the organisation actions and impacts tiles (issue 28 item 6)', () => {
  it('show organisation-wide counts that do not open one project’s list', async () => {
    permissionsStore.offer({
      version: 'tiles',
      data: { 'org-a': { s: OrgScope.CONTRIBUTOR, pe: [], po: [], a: 0, p: {} } },
    });
    const projects = [
      { ...figures, total: 3, projectId: 'p1', projectName: 'One', programmeName: null, canView: true },
      { ...figures, total: 4, projectId: 'p2', projectName: 'Two', programmeName: null, canView: true },
    ];
    stubFetch(() => ({ body: { isError: false, payload: { ...figures, total: 7, projects } } }));
    renderRoutes(
      [
        {
          path: '/o',
          Component: () => (
            <OrganisationOverview
              organisationId="org-a"
              programmes={[]}
              projects={[{ id: 'p1' }, { id: 'p2' }]}
            />
          ),
        },
      ],
      '/o',
    );
    for (const testId of ['tile-actions', 'tile-impacts']) {
      const tile = screen.getByTestId(testId);
      expect(await within(tile).findByText('7')).toBeVisible();
      expect(within(tile).queryByRole('link')).toBeNull();
    }
  });
});
