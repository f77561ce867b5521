import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { AdminSettingsPage } from './admin-settings-page';
import { FeatureSettingsPage } from './feature-settings-page';

const organisationId = 'org-a';
const routes = [
  { path: '/settings', Component: () => <FeatureSettingsPage organisationId={organisationId} /> },
  { path: '/admin', Component: () => <AdminSettingsPage organisationId={organisationId} /> },
];
let version = 0;
const grant = (scope: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { [organisationId]: { s: scope, pe: [], po: [], a: 0, p: {} } },
  });
const flags = { customPropertiesEnabled: '0', visualisationsEnabled: '1', tagsEnabled: '0', version: 4 };

afterEach(() => permissionsStore.clear());

describe('organisation settings pages', () => {
  it('issue 28 item 25: marks the settings tab of the page open, and only that one', async () => {
    grant(OrgScope.OWNER);
    stubFetch({ body: { payload: flags, isError: false } });
    renderRoutes(
      [
        {
          path: '/organisations/:id/settings',
          Component: () => <FeatureSettingsPage organisationId={organisationId} />,
        },
      ],
      `/organisations/${organisationId}/settings`,
    );
    const nav = await screen.findByRole('navigation', { name: 'Organisation settings sections' });
    const links = within(nav).getAllByRole('link');
    const current = links.filter((link) => link.getAttribute('data-current') === 'true');
    expect(current.map((link) => link.textContent)).toEqual(['Features']);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
    expect(current[0]!.style.borderBottom).toContain('var(--mantine-primary-color-filled)');
    const other = links.find((link) => link.textContent === 'Users')!;
    expect(other.style.borderBottom).toContain('transparent');
  });

  it('answers access denied below owner', () => {
    grant(OrgScope.CONTRIBUTOR);
    stubFetch({ body: { payload: flags, isError: false } });
    renderRoutes(routes, '/settings');
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('lets an owner switch a flag: sends it with the version seen, and hides the admin section', async () => {
    grant(OrgScope.OWNER);
    const fetchMock = stubFetch((_url, init) => ({
      body: {
        payload: init.method === 'PUT' ? { ...flags, tagsEnabled: '1', version: 5 } : flags,
        isError: false,
      },
    }));
    renderRoutes(routes, '/settings');
    const tags = await screen.findByRole('switch', { name: /Tags/ });
    expect(tags).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Visualisations/ })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    fireEvent.click(tags);
    expect(await screen.findByText('Tags is now on.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/v1/organisations/org-a/settings');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ tagsEnabled: '1', version: 4 });
    await waitFor(() => expect(screen.getByRole('switch', { name: /Tags/ })).toBeChecked());
  });

  it('keeps the admin page for admins only, and validates before saving', async () => {
    grant(OrgScope.OWNER);
    stubFetch({ body: { payload: [], isError: false } });
    const owner = renderRoutes(routes, '/admin');
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    owner.unmount();

    grant(OrgScope.ADMIN);
    const fetchMock = stubFetch((url) => ({
      body: {
        payload: url.includes('industries')
          ? []
          : { name: 'Northwind', industryId: null, companySize: null, profileImageUrl: null, version: 2 },
        isError: false,
      },
    }));
    renderRoutes(routes, '/admin');
    const name = await screen.findByRole('textbox', { name: /Organisation name/ });
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please make sure every field is valid.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
