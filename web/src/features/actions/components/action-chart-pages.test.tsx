import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organisationSettingsStore, permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { ActionChartBreakdown } from './action-chart-breakdown';
import { ActionChartsAccess } from './action-chart-states';
import { ActionChartsOverview } from './action-charts-overview';
import { ActionReportPage } from './action-report-page';

// Plotly needs a real browser: only the lazy drawing is replaced; titles and tables are real.
vi.mock('@/ui/charts/plotly-plot', () => ({ default: () => <div data-testid="plotly-stand-in" /> }));

const project = { organisationId: 'org-a', projectId: 'proj-1' };
const base = '/organisations/org-a/change/projects/proj-1/actions/visualisations';
const routes = [
  {
    path: base,
    Component: () => (
      <ActionChartsAccess project={project}>
        <ActionChartsOverview project={project} />
      </ActionChartsAccess>
    ),
  },
  { path: `${base}/breakdown`, Component: () => <ActionChartBreakdown project={project} /> },
  { path: `${base}/assigned-to`, Component: () => <ActionReportPage project={project} page="assigned-to" /> },
  { path: `${base}/nonsense`, Component: () => <ActionReportPage project={project} page="nonsense" /> },
];

let version = 0;
const grant = (flags: number) =>
  permissionsStore.offer({
    version: String(++version),
    data: { 'org-a': { s: OrgScope.READER, pe: [], po: [], a: 0, p: { 'proj-1': flags } } },
  });
const ok = (payload: unknown) => ({ body: { payload, isError: false } });
const slices = (values: Record<string, number>) =>
  Object.entries(values).map(([id, value]) => ({ id, label: id, value }));
const summary = { red: 3, amber: 2, green: 1, unknown: 0, completed: 4, total: 10, percentComplete: 40 };

afterEach(() => {
  permissionsStore.clear();
  organisationSettingsStore.clear();
});

describe('the action chart pages', () => {
  it('say clearly that visualisations are switched off, and ask the API for nothing', () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    organisationSettingsStore.offer({ version: 's1', data: { 'org-a': { visualisationsEnabled: '0' } } });
    const fetchMock = stubFetch(() => ok(summary));
    renderRoutes(routes, base);
    expect(screen.getByText('Visualisations are switched off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the actions list' })).toHaveAttribute(
      'href',
      '/organisations/org-a/change/projects/proj-1/actions',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('overview: key figures, a RAG pie with completed apart and a progress pie, from the API', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    stubFetch((url) =>
      url.includes('actions-summary')
        ? ok(summary)
        : ok([{ id: 'u1', label: 'Amir Khan', slices: slices({ 1: 2, 2: 4, 3: 4 }) }]),
    );
    renderRoutes(routes, base);
    expect(await screen.findByTestId('stat-total-value')).toHaveTextContent('10');
    expect(screen.getByTestId('stat-completed-value')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-open-value')).toHaveTextContent('6');
    expect(screen.getByTestId('stat-percent-value')).toHaveTextContent('40%');
    const rag = screen.getByRole('table', { name: 'Actions by RAG status' });
    expect(within(rag).getByRole('rowheader', { name: 'Completed' }).closest('tr')).toHaveTextContent('4');
    expect(within(rag).getByRole('rowheader', { name: 'Red' }).closest('tr')).toHaveTextContent('3');
    const progress = await screen.findByRole('table', { name: 'Actions by progress status' });
    expect(within(progress).getByRole('rowheader', { name: 'In progress' }).closest('tr')).toHaveTextContent(
      '4',
    );
    expect(screen.getByRole('link', { name: 'By business area' })).toHaveAttribute(
      'href',
      `${base}/breakdown`,
    );
    expect(screen.getByRole('link', { name: 'By assignee' })).toHaveAttribute('href', `${base}/assigned-to`);
  });

  it('overview: says there are no actions yet when the project has none', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    stubFetch(() =>
      ok({ ...summary, red: 0, amber: 0, green: 0, completed: 0, total: 0, percentComplete: 0 }),
    );
    renderRoutes(routes, base);
    expect(await screen.findByRole('heading', { name: 'No actions yet' })).toBeInTheDocument();
  });

  it('overview: offers a retry when the figures do not load', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    stubFetch(() => ({ status: 500, body: { isError: true, payload: null } }));
    renderRoutes(routes, base);
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is access denied without action view rights, and asks nothing', () => {
    grant(ProjectFlag.PROJECT_VIEW);
    const fetchMock = stubFetch(() => ok(summary));
    renderRoutes(routes, base);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('breakdown: sends the chosen business areas as repeated businessAreaIds to both reports', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    const fetchMock = stubFetch(() =>
      ok([
        { id: 'area-1', label: 'Estates', slices: slices({ 1: 1, 2: 2, 3: 0, 4: 1, '-1': 0 }) },
        { id: 'area-2', label: 'Finance', slices: slices({ 1: 0, 2: 1, 3: 1, 4: 0, '-1': 0 }) },
      ]),
    );
    renderRoutes(routes, `${base}/breakdown?businessAreaIds=area-1&businessAreaIds=area-2`);
    const table = await screen.findByRole('table', { name: 'Progress status by business area' });
    expect(within(table).getByRole('rowheader', { name: 'Estates' })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(
      '/api/v1/organisations/org-a/projects/proj-1/actions/business-area-action-progress-report?businessAreaIds=area-1&businessAreaIds=area-2',
    );
    expect(urls).toContain(
      '/api/v1/organisations/org-a/projects/proj-1/actions/business-area-action-rag-report?businessAreaIds=area-1&businessAreaIds=area-2',
    );
    // The unfiltered report names the filter's choices.
    expect(urls).toContain(
      '/api/v1/organisations/org-a/projects/proj-1/actions/business-area-action-progress-report',
    );
  });

  it('a {page}: the family’s progress and RAG reports as tables under their titles', async () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    stubFetch(() => ok([{ id: 'none', label: 'Unassigned', slices: slices({ 1: 2, 2: 0, 3: 1 }) }]));
    renderRoutes(routes, `${base}/assigned-to`);
    expect(screen.getByRole('heading', { name: 'Actions by assignee', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Progress status by assignee' });
    expect(within(table).getByRole('rowheader', { name: 'Unassigned' }).closest('tr')).toHaveTextContent(
      'Unassigned20100003',
    );
    expect(screen.getByRole('table', { name: 'RAG status by assignee' })).toBeInTheDocument();
  });

  it('an unknown {page}: a clear not-found message with the way back', () => {
    grant(ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW);
    stubFetch(() => ok([]));
    renderRoutes(routes, `${base}/nonsense`);
    expect(screen.getByRole('heading', { name: 'No such visualisation' })).toBeInTheDocument();
    expect(screen.getByText('There is no action visualisation called “nonsense”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the action visualisations' })).toHaveAttribute(
      'href',
      base,
    );
  });
});
