import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { loadRichTextEditor, setRichText } from '@/testing/rich-text';
import { stubFetch } from '@/testing/fake-fetch';
import { ActionCreate } from './action-create';
import { sampleAction } from './action-form-test-action';

const project = { organisationId: 'org-a', projectId: 'proj-1' };
const createPath = '/organisations/org-a/projects/proj-1/actions/new';
const routes = [
  { path: createPath, Component: () => <ActionCreate {...project} /> },
  { path: '/organisations/org-a/projects/proj-1/actions/:actionId', Component: () => <p>the detail page</p> },
];
let version = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { 'org-a': { s: OrgScope.CONTRIBUTOR, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const editor =
  ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW | ProjectFlag.PROJECT_EDIT | ProjectFlag.ACTION_EDIT;
const ok = (payload: unknown) => ({ body: { payload, isError: false } });

function fakeApi() {
  return stubFetch((url, init) => {
    if (init.method === 'POST') return { status: 201, ...ok({ ...sampleAction, id: 'action-new' }) };
    if (url.includes('project-team-users-simple')) return ok([]);
    return ok({ items: [], page: 1, pageSize: 100, totalItems: 0, totalPages: 0 });
  });
}
const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => permissionsStore.clear());

describe('the new-action page', () => {
  beforeAll(loadRichTextEditor, 60_000);
  it('refuses people without action edit rights', () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    fakeApi();
    renderRoutes(routes, createPath);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('checks the fields like the edit form, then creates and opens the new action', async () => {
    grant(editor);
    const fetchMock = fakeApi();
    renderRoutes(routes, createPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Create action' }));
    expect(await screen.findByText('Please make sure every field is valid.')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  Brief the team  ' } });
    // The rich-text editor stores bold as <strong> and italics as <i>, as the import does.
    await setRichText('Description', '<p>First <b>bold</b> <em>it</em> line</p><p>Second line</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Create action' }));
    expect(await screen.findByText('the detail page')).toBeInTheDocument();
    const [call] = posts(fetchMock);
    expect(String(call?.[0])).toMatch(/\/organisations\/org-a\/projects\/proj-1\/actions$/);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Brief the team',
      description: '<p>First <strong>bold</strong> <i>it</i> line</p><p>Second line</p>',
      ragStatus: -1,
      progressStatus: 1,
    });
  });
});
