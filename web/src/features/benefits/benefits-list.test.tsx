import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityList } from '@/lib/entity-kit/entity-list';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { benefitView } from './benefit-view';

const listPath = '/organisations/org-a/change/projects/proj-1/benefits';
const routes = [
  {
    path: listPath,
    Component: () => <EntityList view={benefitView} organisationId="org-a" projectId="proj-1" />,
  },
];
let grantVersion = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++grantVersion),
    data: { 'org-a': { s: OrgScope.CONTRIBUTOR, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const page = (items: object[]) => ({
  status: 200,
  body: {
    isError: false,
    payload: { items, page: 1, pageSize: 10, totalItems: items.length, totalPages: 1 },
  },
});
const benefit = {
  id: 'benefit-1',
  refNumber: 7,
  lifecycleStatus: 'active',
  name: 'Faster discharge',
  owner: 'user-1',
  ownerName: 'Olive Owner',
  type: 'People',
  value: 1200,
  progressStatus: 2,
  ragStatus: 3,
  endDate: '2027-03-31',
};

afterEach(() => permissionsStore.clear());

describe('the benefits list (generic entity list)', () => {
  it('shows the declared columns, sorts the sortable ones, and calls the paged list', async () => {
    grant(ProjectFlag.PROJECT_VIEW);
    const fetchMock = stubFetch(() => page([benefit]));
    renderRoutes(routes, listPath);
    const link = await screen.findByRole('link', { name: 'Open the summary of Faster discharge' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Olive Owner')).toBeInTheDocument();
    expect(within(row).getByText('Green')).toBeInTheDocument();
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Value/ })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/projects/proj-1/benefits?');
    // A viewer may not create.
    expect(screen.queryByRole('link', { name: 'New benefit' })).not.toBeInTheDocument();
  });

  it('with no benefits, an editor meets the empty state with its call to action', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT);
    stubFetch(() => page([]));
    renderRoutes(routes, listPath);
    const empty = await screen.findByTestId('entity-empty');
    expect(within(empty).getByText('No benefits yet')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'New benefit' })).toHaveAttribute(
      'href',
      '/organisations/org-a/projects/proj-1/benefits/new',
    );
  });

  it('refuses people who may not view the project', () => {
    grant(0);
    stubFetch(() => page([]));
    renderRoutes(routes, listPath);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });
});
