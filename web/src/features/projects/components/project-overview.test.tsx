import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { ProjectOverview } from './project-overview';

const path = '/organisations/:organisationId/projects/:projectId';
const routes = [
  {
    path,
    Component: () => <ProjectOverview organisationId="org-a" projectId="missing" programmes={undefined} />,
  },
];
const grant = (scope: number) =>
  permissionsStore.offer({
    version: String(scope),
    data: { 'org-a': { s: scope, pe: [], po: [], a: 0, p: {} } },
  });
const answer = (status: number, message: string) => () => ({
  status,
  body: { payload: null, isError: true, message },
});

afterEach(() => permissionsStore.clear());

describe('the project page of a project that does not exist', () => {
  it('says the project does not exist, not that the user lacks permission', async () => {
    grant(OrgScope.CONTRIBUTOR);
    stubFetch(answer(404, 'The project (params.projectId) was not found.'));
    renderRoutes(routes, '/organisations/org-a/projects/missing');
    expect(await screen.findByText(/This project does not exist in this organisation/)).toBeInTheDocument();
    expect(screen.queryByText('You do not have permission to view this page.')).not.toBeInTheDocument();
  });

  it('keeps the permission message for a project that exists but is closed to the user', async () => {
    grant(OrgScope.CONTRIBUTOR);
    stubFetch(answer(403, 'phrases.noViewAccess'));
    renderRoutes(routes, '/organisations/org-a/projects/missing');
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
  });
});
