import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { storageKeys } from '@/lib/storage';
import { renderRoutes } from '@/testing/app-test-utils';
import { createTestQueryClient } from '@/testing/test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import CurrentOrganisationRoute from './current-organisation';

const organisations = [
  { id: 'org-a', name: 'Northwind Health', profileImageUrl: null, permissionScope: 200 },
  { id: 'org-b', name: 'Contoso Rail', profileImageUrl: null, permissionScope: 100 },
];

function OrganisationTarget() {
  const { organisationId } = useParams();
  return <p>dashboard of {organisationId}</p>;
}

const routes = [
  { path: paths.home.path, Component: CurrentOrganisationRoute },
  { path: paths.currentOrganisation.path, Component: CurrentOrganisationRoute },
  { path: paths.organisation.path, Component: () => <OrganisationTarget /> },
];

afterEach(() => window.localStorage.clear());

describe('current organisation resolution', () => {
  it('opens the first organisation when none is saved', async () => {
    stubFetch({ body: { payload: organisations, isError: false } });
    renderRoutes(routes, '/');
    expect(await screen.findByText('dashboard of org-a')).toBeInTheDocument();
  });

  it('opens the saved organisation while the user still belongs to it', async () => {
    window.localStorage.setItem(storageKeys.currentOrganisationId, 'org-b');
    stubFetch({ body: { payload: organisations, isError: false } });
    renderRoutes(routes, '/takemeto/current-organisation');
    expect(await screen.findByText('dashboard of org-b')).toBeInTheDocument();
  });

  it('ignores a saved organisation the user no longer belongs to', async () => {
    window.localStorage.setItem(storageKeys.currentOrganisationId, 'org-gone');
    stubFetch({ body: { payload: organisations, isError: false } });
    renderRoutes(routes, '/');
    expect(await screen.findByText('dashboard of org-a')).toBeInTheDocument();
  });

  it('shows the no-organisations state when the user belongs to none', async () => {
    stubFetch({ body: { payload: [], isError: false } });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'No organisations yet' })).toBeInTheDocument();
  });

  it('shows the licence gate from the boot answer and never asks for the organisations (issue 37 item 7)', async () => {
    const licence = {
      title: 'Tandem licence',
      version: 2,
      content: '<p>Terms</p>',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const fetchMock = stubFetch((url) =>
      String(url).includes('associated-organisations')
        ? { status: 403, body: { isError: true, message: 'Sign the licence first.', payload: null } }
        : { body: { payload: licence, isError: false } },
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['auth', 'boot', 'subject-1', null], { eulaSigned: false, organisations: null });
    renderRoutes(routes, '/', { queryClient });
    expect(
      await screen.findByRole('heading', { name: 'Tandem licence' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('associated-organisations'))).toBe(
      false,
    );
  });
});
