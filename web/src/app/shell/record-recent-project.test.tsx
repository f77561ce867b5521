import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { stubFetch } from '@/testing/fake-fetch';
import { createTestQueryClient } from '@/testing/test-utils';
import { useRecordRecentProject } from './record-recent-project';

const organisationId = 'org-a';
let version = 0;
const grant = (scope: number, projects: Record<string, number> = {}) =>
  permissionsStore.offer({
    version: String(++version),
    data: { [organisationId]: { s: scope, pe: [], po: [], a: 0, p: projects } },
  });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
);
const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes('recent-projects') && init?.method === 'POST',
  );

afterEach(() => permissionsStore.clear());

describe('issue 28 item 24: a project is recorded as recent only when the user may view it', () => {
  it('asks nothing for a project a contributor has no rights on (the server would answer 404)', async () => {
    grant(OrgScope.CONTRIBUTOR);
    const fetchMock = stubFetch({ body: { payload: [], isError: false } });
    renderHook(() => useRecordRecentProject(organisationId, 'project-x', true), { wrapper });
    // Give an effect's request time to go out, then check none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('records a project the user may view', async () => {
    grant(OrgScope.CONTRIBUTOR, { 'project-x': ProjectFlag.PROJECT_VIEW });
    const fetchMock = stubFetch({ body: { payload: [], isError: false } });
    renderHook(() => useRecordRecentProject(organisationId, 'project-x', true), { wrapper });
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });
});
