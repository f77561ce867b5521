import { ServerErrorCode } from '@tandem/shared/core/error-codes';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { benefitView } from './benefit-view';
import { permissionsStore } from '@/lib/permissions-store';
import { loadRichTextEditor } from '@/testing/rich-text';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { EntityEdit } from '@/lib/entity-kit/entity-edit';

const entityRef = { organisationId: 'org-a', projectId: 'proj-1', id: 'benefit-1' };
const editPath = '/organisations/org-a/projects/proj-1/benefits/benefit-1/edit';
const detailPath = '/organisations/org-a/projects/proj-1/benefits/benefit-1';
const routes = [
  { path: editPath, Component: () => <EntityEdit view={benefitView} entityRef={entityRef} /> },
  { path: detailPath, Component: () => <p>the detail page</p> },
];
const sample = {
  id: 'benefit-1',
  organisationId: 'org-a',
  projectId: 'proj-1',
  refNumber: 4,
  lifecycleStatus: 'active',
  name: 'Faster discharge',
  description: '<p>Beds free sooner</p>',
  owner: 'user-1',
  ownerName: 'Olive Owner',
  type: 'People',
  value: 10,
  progressStatus: 1,
  measurmentDate: null,
  endDate: '2027-01-31',
  ragStatus: -1,
  notes: '',
  noteCount: 0,
  createdBy: 'user-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  modifiedBy: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 2,
};
let grantVersion = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++grantVersion),
    data: { 'org-a': { s: OrgScope.CONTRIBUTOR, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const ok = (payload: unknown) => ({ status: 200, body: { payload, isError: false } });

function fakeApi(write: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  return stubFetch((url, init) => {
    if (init.method && init.method !== 'GET')
      return write(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url.includes('project-team-users-simple'))
      return ok([{ id: 'user-1', firstName: 'Olive', lastName: 'Owner' }]);
    return ok(sample);
  });
}
const readsOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (!init?.method || init.method === 'GET') && String(url).endsWith('/benefits/benefit-1'),
  ).length;

afterEach(() => permissionsStore.clear());

describe('the generic edit page (benefits)', () => {
  beforeAll(loadRichTextEditor, 60_000);
  it('refuses people without edit rights on the entity’s area', () => {
    grant(ProjectFlag.PROJECT_VIEW);
    fakeApi(() => ok(sample));
    renderRoutes(routes, editPath);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('sends only the changed fields with the version seen, then shows the detail page', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT);
    const fetchMock = fakeApi((body) => ok({ ...sample, ...body, version: 3 }));
    renderRoutes(routes, editPath);
    expect(await screen.findByLabelText('Description')).toHaveTextContent('Beds free sooner');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Financial' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('the detail page')).toBeInTheDocument();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(writes.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { type: 'Financial', value: null, version: 2 },
    ]);
  });

  it('a field failing its rule marks the field, toasts, and sends nothing', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT);
    const fetchMock = fakeApi(() => ok(sample));
    renderRoutes(routes, editPath);
    fireEvent.change(await screen.findByLabelText(/^Benefit/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please make sure every field is valid.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('a stale save (409 VERSION_CONFLICT) shows the conflict phrase and reloads the item', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT);
    const fetchMock = fakeApi(() => ({
      status: 409,
      body: { isError: true, code: ServerErrorCode.VERSION_CONFLICT, message: 'stale', payload: null },
    }));
    renderRoutes(routes, editPath);
    fireEvent.change(await screen.findByLabelText('Type'), { target: { value: 'Mine' } });
    const readsBefore = readsOf(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone else changed this benefit/)).toBeInTheDocument();
    await waitFor(() => expect(readsOf(fetchMock)).toBeGreaterThan(readsBefore));
    expect(screen.queryByText('the detail page')).not.toBeInTheDocument();
  });
});
