import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { sampleAction } from './action-form-test-action';
import { ActionsList } from './actions-list';

const listPath = '/organisations/org-a/change/projects/proj-1/actions';
function ListRoute({ withPanel }: { withPanel?: boolean }) {
  return (
    <ActionsList organisationId="org-a" projectId="proj-1" actionId={withPanel ? 'action-1' : undefined} />
  );
}
const routes = [
  { path: listPath, Component: () => <ListRoute /> },
  { path: `${listPath}/action-1`, Component: () => <ListRoute withPanel /> },
];
let version = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { 'org-a': { s: OrgScope.READER, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const ok = (payload: unknown) => ({ body: { payload, isError: false } });

afterEach(() => {
  permissionsStore.clear();
  window.localStorage.clear();
});

describe('the actions list', () => {
  it('asks for page 1 of 10 in ref order, shows the rows, and opens the side panel from a name', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    const fetchMock = stubFetch((url) =>
      url.includes('/actions?')
        ? ok({ items: [sampleAction], page: 1, pageSize: 10, totalItems: 1, totalPages: 1 })
        : ok(sampleAction),
    );
    renderRoutes(routes, listPath);
    const link = await screen.findByRole('link', { name: 'Open the summary of Brief ward managers' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/organisations/org-a/projects/proj-1/actions?page=1&pageSize=10&sorts=refNumber',
    );
    expect(screen.getByRole('link', { name: 'Open the actions grid' })).toHaveAttribute(
      'href',
      '/organisations/org-a/grids/projects/proj-1/actions',
    );
    fireEvent.click(link);
    const panel = await screen.findByTestId('action-side-panel');
    expect(within(panel).getByRole('heading', { name: 'Brief ward managers' })).toBeInTheDocument();
    expect(within(panel).getByTestId('panel-ref')).toHaveTextContent('7');
    expect(within(panel).getByText('No action impacts')).toBeInTheDocument();
    expect(within(panel).getByTestId('progress-pill')).toHaveTextContent('In progress');
    expect(within(panel).getByTestId('rag-pill')).toHaveTextContent('Amber');
    expect(within(panel).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/organisations/org-a/projects/proj-1/actions/action-1',
    );
  });

  it('shows table.noData when nothing matches', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    stubFetch(ok({ items: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 0 }));
    renderRoutes(routes, listPath);
    expect(await screen.findByTestId('table-no-data')).toHaveTextContent('No data to show');
  });

  it('is access denied without action view rights', () => {
    grant(ProjectFlag.PROJECT_VIEW);
    stubFetch(ok({}));
    renderRoutes(routes, listPath);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });
});
