import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { ActionEdit } from './action-edit';
import { sampleAction } from './action-form-test-action';

const ref = { organisationId: 'org-a', projectId: 'proj-1', actionId: 'action-1' };
const editPath = '/organisations/org-a/projects/proj-1/actions/action-1/edit';
const detailPath = '/organisations/org-a/projects/proj-1/actions/action-1';
const routes = [
  { path: editPath, Component: () => <ActionEdit {...ref} /> },
  { path: detailPath, Component: () => <p>the detail page</p> },
];
const editor =
  ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW | ProjectFlag.PROJECT_EDIT | ProjectFlag.ACTION_EDIT;
let version = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { 'org-a': { s: OrgScope.CONTRIBUTOR, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const ok = (payload: unknown) => ({ body: { payload, isError: false } });
const team = [
  { id: 'user-1', firstName: 'Olive', lastName: 'Owner' },
  { id: 'user-2', firstName: 'Asha', lastName: 'Assignee' },
  { id: 'user-3', firstName: 'Nia', lastName: 'New' },
];
const types = {
  items: [{ id: 'type-1', name: 'Training' }],
  page: 1,
  pageSize: 100,
  totalItems: 1,
  totalPages: 1,
};

/** The API of the edit page: GETs answered from the fixture, writes recorded and answered one version on. */
function fakeApi(
  write: (url: string, body: Record<string, unknown>) => { status: number; body: unknown } | null = () =>
    null,
) {
  return stubFetch((url, init) => {
    if (init.method && init.method !== 'GET') {
      const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
      const answer = write(url, body);
      if (answer) return answer;
      return ok({ ...sampleAction, ...body, version: Number(body.version) + 1 });
    }
    if (url.includes('project-team-users-simple')) return ok(team);
    if (url.includes('/core-data/action-types')) return ok(types);
    return ok(sampleAction);
  });
}
const writesOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

afterEach(() => permissionsStore.clear());

describe('the action edit page', () => {
  it('refuses people without action edit rights', () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    fakeApi();
    renderRoutes(routes, editPath);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('with an end date before the start, toasts ensureAllFieldsValid, marks the field and sends nothing', async () => {
    grant(editor);
    const fetchMock = fakeApi();
    renderRoutes(routes, editPath);
    const end = await screen.findByLabelText('End date');
    // Shown the en-GB way, day first (issue 37 item 18); typed the same way.
    expect(end).toHaveValue('22/06/2026');
    fireEvent.change(end, { target: { value: '01/06/2026' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please make sure every field is valid.')).toBeInTheDocument();
    expect(screen.getByText('The end date must be after the start date.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(writesOf(fetchMock)).toHaveLength(0);
  });

  it('saves only what changed, in one call with the version it loaded, then goes back to the detail page', async () => {
    grant(editor);
    const fetchMock = fakeApi();
    renderRoutes(routes, editPath);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Nia New' })).toHaveLength(2));
    fireEvent.change(name, { target: { value: 'Brief every ward manager' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: 'user-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('the detail page')).toBeInTheDocument();
    expect(screen.getByText('The action was saved.')).toBeInTheDocument();
    const writes = writesOf(fetchMock).map(([url, init]) => [
      init?.method,
      String(url).replace('/api/v1/organisations/org-a/projects/proj-1/actions/action-1', ''),
      JSON.parse(String(init?.body)),
    ]);
    expect(writes).toEqual([
      [
        'PUT',
        '',
        {
          name: 'Brief every ward manager',
          startDate: '2026-06-08',
          endDate: '2026-07-01',
          ownerId: 'user-3',
          version: 3,
        },
      ],
    ]);
  });

  it('removes the owner and assignee: the update, then a clear of each on the version answered', async () => {
    grant(editor);
    const fetchMock = fakeApi((url, body) => {
      const version = Number(new URL(url, 'http://x').searchParams.get('version') ?? body.version);
      return ok({ ...sampleAction, ...body, version: version + 1 }) as { status: number; body: unknown };
    });
    renderRoutes(routes, editPath);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Nia New' })).toHaveLength(2));
    fireEvent.change(name, { target: { value: 'Brief every ward manager' } });
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('the detail page')).toBeInTheDocument();
    const writes = writesOf(fetchMock).map(([url, init]) => [
      init?.method,
      String(url).replace('/api/v1/organisations/org-a/projects/proj-1/actions/action-1', ''),
    ]);
    expect(writes).toEqual([
      ['PUT', ''],
      ['DELETE', '/owner?version=4'],
      ['DELETE', '/assignedTo?version=5'],
    ]);
  });

  it('shows a conflict’s message as a warning and reloads the action', async () => {
    grant(editor);
    const fetchMock = fakeApi(() => ({
      status: 409,
      body: { isError: true, message: 'Ann Other changed name to "X" at 10:00 (version 4).', payload: null },
    }));
    renderRoutes(routes, editPath);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Mine' } });
    const readsBefore = fetchMock.mock.calls.filter(
      ([url, init]) => (!init?.method || init.method === 'GET') && String(url).endsWith('/action-1'),
    ).length;
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Ann Other changed name/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([url, init]) => (!init?.method || init.method === 'GET') && String(url).endsWith('/action-1'),
        ).length,
      ).toBeGreaterThan(readsBefore),
    );
    expect(screen.queryByText('the detail page')).not.toBeInTheDocument();
  });
});
