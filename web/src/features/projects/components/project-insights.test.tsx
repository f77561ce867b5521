import { decodeListQuery } from '@tandem/shared/core/list-query';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { overdueFilters } from '@tandem/shared/projects/overdue';
import { viewProjectFlags } from '@tandem/shared/permissions/project-flags';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsStore } from '@/lib/permissions-store';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { ProjectInsights } from './project-insights';

vi.mock('@/ui/charts/plotly-plot', () => ({ default: () => <div data-testid="plotly-stand-in" /> }));

const progress = { notStarted: 0, inProgress: 0, completed: 0, other: 0 };
const dashboard = {
  projectId: 'p1',
  today: '2026-03-10',
  impacts: {
    total: 3,
    level: { high: 2, medium: 0, low: 1, unknown: 0 },
    progress: { ...progress, inProgress: 3 },
    overdue: 1,
  },
  // The caller may not view actions: the server answers null.
  actions: null,
  milestones: { total: 2, upcoming: 0 },
  audiences: { total: 1, withPulse: 1 },
};
const insights = {
  projectId: 'p1',
  today: '2026-03-10',
  upcomingMilestones: [],
  audienceReadiness: [
    {
      audienceId: 'a1',
      name: 'Ward staff',
      pulseDate: '2026-03-01',
      scores: { awareness: 7, understanding: -1, commitment: 3, capability: -1, adoption: 4 },
    },
  ],
  overdueActions: null,
  overdueImpacts: {
    total: 1,
    items: [{ id: 'i1', refNumber: 4, name: 'Rota change', endDate: '2026-03-01', progressStatus: 2 }],
  },
};

afterEach(() => permissionsStore.clear());

function show(figures: object = dashboard) {
  permissionsStore.offer({
    version: '1',
    data: { 'org-a': { s: OrgScope.READER, pe: [], po: [], a: viewProjectFlags, p: {} } },
  });
  stubFetch((url) => ({
    body: { isError: false, payload: url.includes('/dashboard') ? figures : insights },
  }));
  renderRoutes(
    [{ path: '/p', Component: () => <ProjectInsights organisationId="org-a" projectId="p1" /> }],
    '/p',
  );
}

describe('the project insights', () => {
  it('counts each area in a tile; an area the user cannot view shows the permission label', async () => {
    show();
    const impacts = await screen.findByTestId('tile-project-impacts');
    expect(within(impacts).getByRole('link', { name: '3' })).toHaveAttribute(
      'href',
      '/organisations/org-a/change/projects/p1/impacts',
    );
    expect(screen.getByTestId('tile-project-actions')).toHaveTextContent('You cannot view these');
    // A reader cannot plan milestones: 0 without a start link.
    expect(within(screen.getByTestId('tile-project-milestones')).queryByRole('link')).toBeNull();
  });

  it('drills an impact level slice down to the list filtered by the band', async () => {
    show();
    const slices = await screen.findByTestId('project-impacts-pie-slices');
    const high = within(slices).getByRole('link', { name: 'High · 2' });
    expect(new URL(high.getAttribute('href')!, 'http://x').searchParams.get('impactLevel')).toBe('8|9|10');
    expect(screen.queryByTestId('project-actions-pie')).toBeNull();
  });

  it('lists readiness at the latest pulse, unknown measures as a dash, and what is overdue', async () => {
    show();
    const readiness = await screen.findByTestId('project-readiness');
    expect(within(readiness).getByRole('rowheader', { name: 'Ward staff' }).closest('tr')).toHaveTextContent(
      /Ward staff.*7–3–4$/,
    );
    expect(screen.getByText('No milestones ahead.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('overdue-impacts')).getByRole('link', { name: 'Rota change' }),
    ).toBeVisible();
    expect(screen.queryByTestId('overdue-actions')).toBeNull();
  });

  it('opens exactly what each overdue tile counts (issue 28 item 7)', async () => {
    const actions = { total: 5, rag: { red: 1 }, progress, percentComplete: 0, overdue: 2 };
    show({ ...dashboard, actions });
    const impacts = await screen.findByTestId('tile-project-overdue-impacts');
    const impactsHref = new URL(
      within(impacts).getByRole('link', { name: '1' }).getAttribute('href')!,
      'http://x',
    );
    expect(impactsHref.pathname).toBe('/organisations/org-a/change/projects/p1/impacts');
    expect(decodeListQuery({ filters: impactsHref.searchParams.get('filters')! }).filters).toEqual(
      overdueFilters('2026-03-10'),
    );
    const overdueActions = screen.getByTestId('tile-project-overdue-actions');
    const actionsHref = new URL(
      within(overdueActions).getByRole('link', { name: '2' }).getAttribute('href')!,
      'http://x',
    );
    expect(actionsHref.searchParams.get('overdue')).toBe('1');
  });
});
