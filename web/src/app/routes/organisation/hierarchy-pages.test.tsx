import { ServerErrorCode } from '@tandem/shared/core/error-codes';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch';
import ChangePasswordRoute from './change-password';
import CreateProgrammeRoute from './create-programme';
import CreateProjectRoute from './create-project';
import ProjectMilestonesRoute from './project-milestones';
import ProjectPermissionsRoute from './project-permissions';

const orgId = 'org-a';
let version = 0;
function grant(scope: number, projects: Record<string, number> = {}) {
  version += 1;
  permissionsStore.offer({
    version: String(version),
    data: { [orgId]: { s: scope, pe: [], po: [], a: 0, p: projects } },
  });
}
afterEach(() => {
  permissionsStore.clear();
  // Toasts live in Mantine's global store: start each test without the previous ones.
  notifications.clean();
});

const ok = (payload: unknown, status = 200): FakeAnswer => ({ status, body: { payload, isError: false } });
const fail = (status: number, message: string, code?: number): FakeAnswer => ({
  status,
  body: { payload: null, isError: true, message, code },
});

function Landed() {
  const params = useParams();
  return <p>landed on {JSON.stringify(params)}</p>;
}

const org = (children: { path: string; Component: () => React.ReactNode }[]) => [
  {
    path: paths.organisation.path,
    children: [
      ...children,
      { path: paths.programme.path, Component: Landed },
      { path: paths.project.path, Component: Landed },
    ],
  },
];

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('create programme', () => {
  it('shows access denied to a contributor', async () => {
    grant(OrgScope.CONTRIBUTOR);
    stubFetch(ok([]));
    renderRoutes(
      org([{ path: paths.createProgramme.path, Component: CreateProgrammeRoute }]),
      '/organisations/org-a/create/programme',
    );
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Programme name/)).not.toBeInTheDocument();
  });

  it('sends nothing while the name is empty, then creates and opens the programme', async () => {
    grant(OrgScope.OWNER);
    const fetchMock = stubFetch((url, init) =>
      init.method === 'POST'
        ? ok(
            {
              id: 'prog-9',
              name: 'Estates',
              description: '',
              createdAt: '',
              createdBy: '',
              updatedAt: '',
              version: 1,
            },
            201,
          )
        : ok([]),
    );
    renderRoutes(
      org([{ path: paths.createProgramme.path, Component: CreateProgrammeRoute }]),
      '/organisations/org-a/create/programme',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create programme' }));
    expect(await screen.findByText('Please make sure every field is valid.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Programme name/), { target: { value: '  Estates ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create programme' }));
    expect(await screen.findByText(/landed on/)).toHaveTextContent('"programmeId":"prog-9"');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/v1/organisations/org-a/programmes');
    expect(bodyOf(post![1]!)).toEqual({ name: 'Estates', description: '' });
  });
});

describe('create project', () => {
  const programmes = ok({
    items: [
      {
        id: 'prog-1',
        name: 'Digital Front Door',
        description: '',
        createdAt: '',
        createdBy: '',
        updatedAt: '',
        version: 1,
      },
    ],
    page: 1,
    pageSize: 500,
    totalItems: 1,
    totalPages: 1,
  });

  it("says 'Choose a programme.' when in a programme without choosing one, and sends nothing", async () => {
    grant(OrgScope.OWNER);
    const fetchMock = stubFetch(() => programmes);
    renderRoutes(
      org([{ path: paths.createProject.path, Component: CreateProjectRoute }]),
      '/organisations/org-a/create/project',
    );
    fireEvent.change(await screen.findByLabelText(/Project name/), { target: { value: 'Kiosks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Choose a programme.')).toBeInTheDocument();
    expect(screen.queryByText('Programme id cannot be empty')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('creates a project in the chosen programme and opens it', async () => {
    grant(OrgScope.ADMIN);
    const fetchMock = stubFetch((url, init) =>
      init.method === 'POST'
        ? ok(
            {
              id: 'proj-7',
              name: 'Kiosks',
              description: '',
              programmeId: 'prog-1',
              programmeName: 'Digital Front Door',
              lifecycleStatus: 'active',
              createdAt: '',
              createdBy: '',
              updatedAt: '',
              version: 1,
            },
            201,
          )
        : programmes,
    );
    renderRoutes(
      org([{ path: paths.createProject.path, Component: CreateProjectRoute }]),
      '/organisations/org-a/create/project',
    );
    fireEvent.change(await screen.findByLabelText(/Project name/), { target: { value: 'Kiosks' } });
    await screen.findByRole('option', { name: 'Digital Front Door' });
    fireEvent.change(screen.getByLabelText(/^Programme/), { target: { value: 'prog-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(/landed on/)).toHaveTextContent('"projectId":"proj-7"');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post![1]!)).toEqual({ name: 'Kiosks', description: '', programmeId: 'prog-1' });
  });
});

describe('project milestones', () => {
  it('adds a milestone with the version seen; a 409 warns and reloads the list', async () => {
    grant(OrgScope.CONTRIBUTOR, { 'proj-1': ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT });
    let gets = 0;
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'PUT') return fail(409, 'Version conflict', ServerErrorCode.VERSION_CONFLICT);
      gets += 1;
      return ok({
        items: [{ id: 'm1', name: 'Go live', description: '', deadline: null, milestoneType: 1 }],
        version: 3,
      });
    });
    renderRoutes(
      [
        {
          path: '/organisations/:organisationId/projects/:projectId/settings/milestones',
          Component: ProjectMilestonesRoute,
        },
      ],
      '/organisations/org-a/projects/proj-1/settings/milestones',
    );
    expect(await screen.findAllByRole('cell', { name: 'Go live' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'UAT done' } });
    fireEvent.change(screen.getByLabelText('Milestone type'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Someone else changed this/)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put![1]!)).toEqual({
      items: [
        { id: 'm1', name: 'Go live', description: '', deadline: null, milestoneType: 1 },
        { name: 'UAT done', description: '', deadline: '2026-03-01', milestoneType: 8 },
      ],
      version: 3,
    });
    await waitFor(() => expect(gets).toBe(2));
  });

  it('lists read-only without project edit', async () => {
    grant(OrgScope.CONTRIBUTOR, { 'proj-1': ProjectFlag.PROJECT_VIEW });
    stubFetch(ok({ items: [], version: 0 }));
    renderRoutes(
      [
        {
          path: '/organisations/:organisationId/projects/:projectId/settings/milestones',
          Component: ProjectMilestonesRoute,
        },
      ],
      '/organisations/org-a/projects/proj-1/settings/milestones',
    );
    expect(await screen.findByText('No data to show')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add milestone' })).not.toBeInTheDocument();
  });
});

describe('project permissions', () => {
  const member = {
    id: 'u-c',
    firstName: 'Cara',
    lastName: 'Contributor',
    email: 'contributor@demo.test',
    permissionScope: 200,
    createdAt: '',
    version: 1,
  };

  it('gives a member rights with normalised flags, and removes after a name-specific Yes', async () => {
    grant(OrgScope.OWNER, {});
    permissionsStore.offer({
      version: 'x',
      data: { [orgId]: { s: OrgScope.OWNER, pe: [], po: [], a: 511, p: {} } },
    });
    const granted = {
      userId: 'u-x',
      firstName: 'Xena',
      lastName: 'Existing',
      email: 'x@demo.test',
      permissionScope: 100,
      flags: 1,
    };
    const fetchMock = stubFetch((url, init) => {
      if (url.includes('/permissions/create'))
        return ok({ ...granted, ...member, userId: 'u-c', flags: 3 }, 201);
      if (init.method === 'DELETE') return ok({ userId: 'u-x' });
      if (url.includes('/inherited-users'))
        return ok([
          {
            ...granted,
            userId: 'u-o',
            firstName: 'Olive',
            lastName: 'Owner',
            permissionScope: 280,
            flags: 511,
            source: 'organisation',
          },
        ]);
      if (url.includes('/permissions')) return ok([granted]);
      if (url.includes('/users/projects/proj-1'))
        return ok([granted, { ...granted, ...member, userId: 'u-c', flags: 0 }]);
      return ok([]);
    });
    renderRoutes(
      [
        {
          path: '/organisations/:organisationId/projects/:projectId/settings/permissions',
          Component: ProjectPermissionsRoute,
        },
      ],
      '/organisations/org-a/projects/proj-1/settings/permissions',
    );
    expect(await screen.findByText('Xena Existing')).toBeInTheDocument();
    expect(await screen.findByText('Olive Owner')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Give a user access' }));
    await screen.findByRole('option', { name: /Cara Contributor/ });
    fireEvent.change(screen.getByLabelText(/^User/), { target: { value: 'u-c' } });
    fireEvent.click(screen.getByLabelText('Project: edit'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/permissions/create'))).toBe(true),
    );
    const create = fetchMock.mock.calls.find(([url]) => String(url).includes('/permissions/create'));
    expect(bodyOf(create![1]!)).toEqual({
      userId: 'u-c',
      flags: ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the access of Xena Existing' }));
    expect(await screen.findByText('Are you sure you want to remove Xena Existing?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    expect(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0])).toBe(
      '/api/v1/organisations/org-a/projects/proj-1/permissions/u-x',
    );
  });

  it('lets a contributor with manage-permissions pick from the assignable users', async () => {
    grant(OrgScope.CONTRIBUTOR, {
      'proj-1': ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT | ProjectFlag.MANAGE_PERMISSIONS,
    });
    const fetchMock = stubFetch((url) => {
      if (url.includes('/users/projects/proj-1'))
        return ok([
          {
            userId: 'u-r',
            firstName: 'Rita',
            lastName: 'Reader',
            email: 'reader@demo.test',
            permissionScope: 100,
            flags: 0,
          },
        ]);
      return ok([]);
    });
    renderRoutes(
      [
        {
          path: '/organisations/:organisationId/projects/:projectId/settings/permissions',
          Component: ProjectPermissionsRoute,
        },
      ],
      '/organisations/org-a/projects/proj-1/settings/permissions',
    );
    const add = await screen.findByRole('button', { name: 'Give a user access' });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    expect(await screen.findByRole('option', { name: /Rita Reader/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/users?'))).toBe(false);
  });

  it('shows access denied without manage-permissions', async () => {
    grant(OrgScope.CONTRIBUTOR, { 'proj-1': ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT });
    stubFetch(ok([]));
    renderRoutes(
      [
        {
          path: '/organisations/:organisationId/projects/:projectId/settings/permissions',
          Component: ProjectPermissionsRoute,
        },
      ],
      '/organisations/org-a/projects/proj-1/settings/permissions',
    );
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
  });
});

describe('change password', () => {
  const render = () =>
    renderRoutes(
      [{ path: '/organisations/:organisationId/users/password', Component: ChangePasswordRoute }],
      '/organisations/org-a/users/password',
    );
  const fill = (current: string, next: string, confirm = next) => {
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('refuses a weak or mismatched password without calling the server', async () => {
    const fetchMock = stubFetch(ok({ valid: true }));
    render();
    await screen.findByLabelText(/^Current password/);
    fill('demo-password', 'short', 'other');
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops when the server says the current password is wrong', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('validateCurrentPassword') ? ok({ valid: false }) : ok({ changed: true }),
    );
    render();
    await screen.findByLabelText(/^Current password/);
    fill('wrong-password', 'NewPassw0rd');
    expect(await screen.findAllByText('The current password is not correct.')).not.toHaveLength(0);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/users/validateCurrentPassword',
    ]);
  });

  it('changes the password after the current-password check', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('validateCurrentPassword') ? ok({ valid: true }) : ok({ changed: true }),
    );
    render();
    await screen.findByLabelText(/^Current password/);
    fill('demo-password', 'NewPassw0rd');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    const change = fetchMock.mock.calls.find(([url]) => String(url).includes('changePassword'));
    expect(bodyOf(change![1]!)).toEqual({ currentPassword: 'demo-password', newPassword: 'NewPassw0rd' });
  });
});
