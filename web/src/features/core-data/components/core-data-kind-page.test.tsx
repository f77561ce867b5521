import { ServerErrorCode } from '@tandem/shared/core/error-codes';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { CoreDataKindPage } from './core-data-kind-page';

const organisationId = 'org-a';
const routes = [
  {
    path: '/organisations/:organisationId/core-data/locations',
    Component: () => <CoreDataKindPage organisationId={organisationId} kind="location" />,
  },
];
const address = `/organisations/${organisationId}/core-data/locations`;
let version = 0;
const grant = (scope: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { [organisationId]: { s: scope, pe: [], po: [], a: 0, p: {} } },
  });

const leeds = {
  id: 'loc-1',
  name: 'Leeds office',
  city: 'Leeds',
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'u',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const page = (items: unknown[]) => ({
  body: {
    payload: { items, page: 1, pageSize: 10, totalItems: items.length, totalPages: 1 },
    isError: false,
  },
});

afterEach(() => {
  permissionsStore.clear();
  window.localStorage.clear();
});

describe('core data list page', () => {
  it('answers access denied to a reader and calls nothing', () => {
    grant(OrgScope.READER);
    const fetchMock = stubFetch(page([]));
    renderRoutes(routes, address);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a contributor the list without edit controls', async () => {
    grant(OrgScope.CONTRIBUTOR);
    stubFetch(page([leeds]));
    renderRoutes(routes, address);
    expect(await screen.findByRole('cell', { name: 'Leeds office' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add location/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Leeds office' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('lets an owner create: an invalid form sends nothing, a valid one posts and toasts success', async () => {
    grant(OrgScope.OWNER);
    const fetchMock = stubFetch((_url, init) =>
      init.method === 'POST'
        ? { status: 201, body: { payload: { ...leeds, id: 'loc-2', name: 'York' }, isError: false } }
        : page([leeds]),
    );
    renderRoutes(routes, address);
    fireEvent.click(await screen.findByRole('button', { name: 'Add location' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please make sure every field is valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'York' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('York was created.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/v1/organisations/org-a/core-data/locations');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'York' });
  });

  it('shows the server message of a 400, and warns and reloads on a 409 conflict', async () => {
    grant(OrgScope.OWNER);
    let puts = 0;
    const fetchMock = stubFetch((_url, init) => {
      if (init.method === 'PUT') {
        puts += 1;
        return puts === 1
          ? {
              status: 400,
              body: { payload: null, isError: true, message: 'body.name: a location with this name exists' },
            }
          : {
              status: 409,
              body: {
                payload: null,
                isError: true,
                message: 'Conflict',
                code: ServerErrorCode.VERSION_CONFLICT,
              },
            };
      }
      return page([leeds]);
    });
    renderRoutes(routes, address);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Leeds office' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('body.name: a location with this name exists')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: 'Leeds office',
      city: 'Leeds',
      version: 3,
    });

    const listCalls = () =>
      fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;
    const before = listCalls();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this/)).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('asks a name-specific are-you-sure before deleting, and No deletes nothing', async () => {
    grant(OrgScope.OWNER);
    const fetchMock = stubFetch(page([leeds]));
    renderRoutes(routes, address);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Leeds office' }, { timeout: 5000 }));
    expect(await screen.findByText('Are you sure you want to delete Leeds office?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('an item in use says how many items use it and deletes only by merging into another (issue 37 item 3)', async () => {
    grant(OrgScope.OWNER);
    const york = { ...leeds, id: 'loc-2', name: 'York office' };
    const fetchMock = stubFetch((url, init) => {
      if (String(url).includes('core-data-usage'))
        return {
          body: {
            payload: {
              itemId: 'loc-1',
              usageCount: 3,
              uses: [
                { label: 'impact', count: 2 },
                { label: 'action', count: 1 },
              ],
            },
            isError: false,
          },
        };
      if (init.method === 'DELETE') return { body: { payload: { id: 'loc-1', moved: 3 }, isError: false } };
      return page([leeds, york]);
    });
    renderRoutes(routes, address);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Leeds office' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    expect(
      await within(dialog).findByText(
        'Leeds office is used by 2 impacts and 1 action. Choose another one to take its place, or cancel.',
      ),
    ).toBeInTheDocument();
    const merge = within(dialog).getByRole('button', { name: 'Merge and delete' });
    expect(merge).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Merge into another location' }));
    // The options render hidden in jsdom (the dropdown's transition never runs); the item itself is not one.
    await waitFor(() => expect(within(dialog).getAllByRole('option', { hidden: true })).toHaveLength(1), {
      timeout: 5000,
    });
    expect(within(dialog).queryByRole('option', { name: 'Leeds office', hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('option', { name: 'York office', hidden: true }));
    fireEvent.click(merge);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'DELETE' && String(url).endsWith('/locations/loc-1?mergeInto=loc-2'),
        ),
      ).toBe(true),
    );
    expect(
      await screen.findByText('Leeds office was merged into York office and deleted.'),
    ).toBeInTheDocument();
  }, 20_000);
});
