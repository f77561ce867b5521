import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/en-gb-dashboard';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { MyActionsPanel } from './my-actions-panel';

vi.mock('@/ui/charts/plotly-plot', () => ({ default: () => <div /> }));

const row = (refNumber: number, name: string, actualEndDate: string) => ({
  id: `a-${refNumber}`,
  organisationId: 'org-a',
  projectId: 'p1',
  projectName: 'One',
  programmeName: null,
  refNumber,
  name,
  ragStatus: 1,
  progressStatus: 2,
  actualEndDate,
  actionType: null,
  ownerName: null,
  assignedToName: null,
  version: 1,
});
const page = (items: unknown[]) => ({
  items,
  page: 1,
  pageSize: 50,
  totalItems: items.length,
  totalPages: 1,
});
const overview = (upcoming: number) => ({
  total: 2,
  percentComplete: 0,
  overdue: 1,
  upcoming,
  rag: { red: 2, amber: 0, green: 0, unknown: 0, completed: 0 },
  progress: { notStarted: 0, inProgress: 2, completed: 0, other: 0 },
  projects: [],
});

function show(upcoming: ReturnType<typeof row>[]) {
  const overdue = row(1, 'Long overdue brief', '2020-01-01T00:00:00');
  const fetchMock = stubFetch((url) => ({
    body: {
      isError: false,
      payload: url.includes('/upcomingActions')
        ? page(upcoming)
        : url.includes('/get-user-actions')
          ? page([overdue, ...upcoming])
          : url.includes('/overdueActions')
            ? page([overdue])
            : overview(upcoming.length),
    },
  }));
  renderRoutes(
    [{ path: '/d', Component: () => <MyActionsPanel organisationId="org-a" fullName="Ada" /> }],
    '/d',
  );
  return fetchMock;
}

describe('My Actions "Due next" (issue 28 item 16)', () => {
  it('lists nothing due next when nothing is due in the next 7 days, though an action is overdue', async () => {
    show([]);
    expect(await screen.findByTestId('tile-upcoming-count')).toHaveTextContent('0');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Due next')).toBeNull();
    expect(screen.queryByText('Long overdue brief')).toBeNull();
  });

  it('lists the upcoming actions soonest first', async () => {
    show([row(3, 'Later briefing', '2099-01-05T00:00:00'), row(2, 'Sooner briefing', '2099-01-02T00:00:00')]);
    const table = await screen.findByRole('table', { name: 'Due next' });
    const names = [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(names[0]).toContain('Sooner briefing');
    expect(names[1]).toContain('Later briefing');
    expect(table).not.toHaveTextContent('Long overdue brief');
  });
});
