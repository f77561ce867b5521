import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { ActionDetail } from './action-detail';
import { sampleAction } from './action-form-test-action';

const ref = { organisationId: 'org-a', projectId: 'proj-1', actionId: 'action-1' };
const detailPath = '/organisations/org-a/projects/proj-1/actions/action-1';
const routes = [{ path: detailPath, Component: () => <ActionDetail {...ref} /> }];
const viewer = ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW;
const editor = viewer | ProjectFlag.PROJECT_EDIT | ProjectFlag.ACTION_EDIT;
let version = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { 'org-a': { s: OrgScope.CONTRIBUTOR, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const ok = (payload: unknown) => ({ body: { payload, isError: false } });
const comment = {
  id: 'c-1',
  actionId: 'action-1',
  comment: 'Ward 3 is <b>ready</b>',
  kind: 'comment',
  createdBy: 'user-2',
  createdByName: 'Asha Assignee',
  createdAt: '2026-06-02T09:30:00.000Z',
};
const historyEntry = {
  changeId: 'h-1',
  changedAt: '2026-06-03T10:00:00.000Z',
  userId: 'user-1',
  action: 'update',
  field: 'ragStatus',
  oldValue: 2,
  newValue: 1,
  version: 3,
};

const linkedImpact = {
  id: 'impact-9',
  name: 'Ward rota changes',
  impactLevel: 8,
  mitigationConfidence: 2,
  impactTypes: [1],
};

function fakeApi(action = sampleAction, impacts: unknown[] = []) {
  return stubFetch((url, init) => {
    if (url.includes('/assignedImpacts')) return ok(impacts);
    if (init.method === 'POST')
      return ok({
        ...comment,
        id: 'c-2',
        comment: JSON.parse(String(init.body)).comment,
        createdByName: 'Me',
      });
    if (url.includes('/comments')) return ok([comment]);
    if (url.includes('/short-history')) return ok([historyEntry]);
    if (url.includes('project-team-users-simple')) return ok([]);
    if (url.includes('/core-data/'))
      return ok({ items: [], page: 1, pageSize: 100, totalItems: 0, totalPages: 0 });
    return ok(action);
  });
}

afterEach(() => permissionsStore.clear());

describe('the action detail page', () => {
  it('shows every field, the timeline, comments and history read-only to a viewer, without Edit', async () => {
    grant(viewer);
    fakeApi({ ...sampleAction, description: '<p onclick="x()">Hi</p>' });
    renderRoutes(routes, detailPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Brief ward managers' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Olive Owner')).toBeInTheDocument();
    expect(within(details).getByText('Asha Assignee')).toBeInTheDocument();
    expect(within(details).getByText('Training')).toBeInTheDocument();
    expect(within(details).getByText('Quick win')).toBeInTheDocument();
    expect(within(details).getByText('Digital Front Door')).toBeInTheDocument();
    expect(screen.getByTestId('description-harmful')).toHaveTextContent(
      'Potentially harmful content was not shown.',
    );
    expect(screen.getByTestId('timeline-bar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit action' })).not.toBeInTheDocument();
    expect(screen.getByText(/You can view this action/)).toBeInTheDocument();
    // Comment text is text, never markup.
    expect(await screen.findByText('Ward 3 is <b>ready</b>')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
    const history = await screen.findByTestId('history-entry');
    expect(history).toHaveTextContent('Olive Owner');
    expect(history).toHaveTextContent('RAG status');
    expect(history).toHaveTextContent('Amber');
    expect(history).toHaveTextContent('Red');
  });

  it('offers Edit and adding a comment to an editor; an empty comment is not sent', async () => {
    grant(editor);
    const fetchMock = fakeApi();
    renderRoutes(routes, detailPath);
    expect(await screen.findByRole('link', { name: 'Edit action' })).toHaveAttribute(
      'href',
      `${detailPath}/edit`,
    );
    expect(screen.getByTestId('action-description')).toHaveTextContent('First line');
    const box = await screen.findByLabelText('Add a comment');
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Write a comment before adding it.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(box, { target: { value: '  Spoke to the ward leads  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Your comment was added.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/v1/organisations/org-a/projects/proj-1/actions/action-1/comments');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ comment: 'Spoke to the ward leads' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('says so when the action does not exist', async () => {
    grant(viewer);
    stubFetch({ status: 404, body: { isError: true, message: 'Not found', payload: null } });
    renderRoutes(routes, detailPath);
    expect(await screen.findByTestId('action-not-found')).toHaveTextContent('This action does not exist');
  });

  it('is access denied without action view rights', () => {
    grant(ProjectFlag.PROJECT_VIEW);
    fakeApi();
    renderRoutes(routes, detailPath);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('lists the impacts linked to the action, each opening its impact (issue 28 item 5)', async () => {
    grant(viewer);
    fakeApi(sampleAction, [linkedImpact]);
    renderRoutes(routes, detailPath);
    const section = await screen.findByRole('region', { name: 'Related impacts' });
    const link = await within(section).findByRole('link', { name: 'Ward rota changes' });
    expect(link).toHaveAttribute('href', '/organisations/org-a/projects/proj-1/impacts/impact-9');
    expect(within(section).getByText(/Level: High/)).toBeInTheDocument();
  });

  it('says so when no impact is linked', async () => {
    grant(viewer);
    fakeApi();
    renderRoutes(routes, detailPath);
    const section = await screen.findByRole('region', { name: 'Related impacts' });
    expect(await within(section).findByText('No action impacts')).toBeInTheDocument();
  });
});
