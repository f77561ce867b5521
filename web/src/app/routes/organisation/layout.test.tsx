import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { storageKeys } from '@/lib/storage';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import OrganisationLayoutRoute from './layout';

const routes = [
  {
    path: paths.organisation.path,
    Component: OrganisationLayoutRoute,
    children: [{ index: true, Component: () => <p>dashboard content</p> }],
  },
];

const licence = {
  version: 1,
  title: 'Agreement',
  createdAt: '2025-01-06T09:00:00.000Z',
  content: '<p>Terms</p>',
};

afterEach(() => window.localStorage.clear());

describe('organisation layout', () => {
  it('shows the access-denied phrase, and nothing of the organisation, when the user is not a member', async () => {
    stubFetch((url) =>
      url.includes('/auth/claims/')
        ? { status: 404, body: { payload: null, isError: true, message: 'Not found' } }
        : { body: { payload: [], isError: false } },
    );
    renderRoutes(routes, '/organisations/org-x');
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.queryByText('dashboard content')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.currentOrganisationId)).toBeNull();
  });

  it('shows the licence screen instead of everything while the agreement is unsigned', async () => {
    stubFetch((url) =>
      url.includes('/auth/claims/')
        ? { body: { payload: { userId: 'u1', isEulaSigned: '0' }, isError: false } }
        : { body: { payload: licence, isError: false } },
    );
    renderRoutes(routes, '/organisations/org-a');
    expect(await screen.findByRole('checkbox', { name: 'I accept the above' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    expect(screen.queryByText('dashboard content')).not.toBeInTheDocument();
  });

  it('shows the error in place of the app when the claims stay empty after one retry', async () => {
    const fetchMock = stubFetch({ body: { payload: {}, isError: false } });
    renderRoutes(routes, '/organisations/org-a');
    expect(await screen.findByTestId('claims-error')).toHaveTextContent('No access rights were returned');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/claims/'))).toHaveLength(2);
  });
});
