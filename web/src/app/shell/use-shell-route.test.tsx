import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { viewProjectFlags } from '@tandem/shared/permissions/project-flags';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { useShellRoute } from './use-shell-route';

// Issue 37 item 14: an archived project (not in the picker's list) keeps its name in the breadcrumb.

function Probe() {
  const route = useShellRoute('org-a');

  return <p>project: {route.projectName ?? 'unnamed'}</p>;
}

const archived = {
  id: 'proj-9',
  name: 'Old Kiosk',
  description: '',
  programmeId: null,
  programmeName: null,
  organisationId: 'org-a',
  lifecycleStatus: 'archived',
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'u',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => permissionsStore.clear());

describe('the shell route of an archived project', () => {
  it(
    'names the project from the project itself when the picker list does not have it',
    { timeout: 15_000 },
    async () => {
      permissionsStore.offer({
        version: '1',
        data: { 'org-a': { s: OrgScope.ADMIN, pe: [], po: [], a: viewProjectFlags, p: {} } },
      });
      const fetchMock = stubFetch((url) => {
        const path = new URL(String(url), 'http://localhost').pathname;
        if (path.endsWith('/users/me/projects')) return { body: { payload: [], isError: false } };
        if (path.endsWith('/projects/proj-9')) return { body: { payload: archived, isError: false } };
        return {
          body: {
            payload: { items: [], page: 1, pageSize: 500, totalItems: 0, totalPages: 0 },
            isError: false,
          },
        };
      });
      renderRoutes(
        [{ path: '/organisations/:organisationId/change/projects/:projectId', Component: Probe }],
        '/organisations/org-a/change/projects/proj-9',
      );
      expect(await screen.findByText('project: Old Kiosk', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/projects/proj-9'))).toBe(true);
    },
  );
});
