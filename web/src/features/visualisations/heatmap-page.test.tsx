import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { HeatmapPage } from './heatmap-page';

vi.mock('@/ui/charts/plotly-plot', () => ({ default: () => <div /> }));

const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);
const matrix = {
  year: 2026,
  months,
  section: 'business-area',
  rows: [{ id: 'ba-1', name: 'Finance', loads: months.map(() => 8), counts: months.map(() => 2) }],
  totals: { loads: months.map(() => 8), counts: months.map(() => 2) },
  thresholds: { amberFrom: 100, redFrom: 200, capacity: 300 },
};
const impact = (id: string, name: string, totalPeopleImpacted: number | null) => ({
  id,
  projectId: 'p-1',
  projectName: 'Payroll',
  programmeId: null,
  refNumber: 1,
  name,
  impactLevel: 8,
  totalPeopleImpacted,
  weight: 8,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  businessAreas: ['ba-1'],
  locations: [],
});
const detail = {
  month: '2026-03',
  load: 8,
  impacts: [impact('i-1', 'New rota', -1), impact('i-2', 'New payslips', 0)],
};

describe('the heatmap’s cell detail', () => {
  it('shows the number of individuals impacted only when it is 0 or more (spec §5)', async () => {
    stubFetch((url) => ({
      body: { isError: false, payload: url.includes('/month/') || url.includes('2026-03') ? detail : matrix },
    }));
    renderRoutes(
      [
        {
          path: '/h',
          Component: () => (
            <HeatmapPage scope={{ organisationId: 'org-a', year: 2026 }} section="business-area" />
          ),
        },
      ],
      '/h',
    );
    fireEvent.click(await screen.findByRole('button', { name: /Show the impacts of Finance in Mar/ }));
    const cells = await screen.findByTestId('heatmap-cell-impacts');
    const people = (name: string) =>
      within(cells)
        .getByRole('row', { name: new RegExp(name) })
        .querySelectorAll('td')[3]!.textContent;
    expect(await within(cells).findByText('New rota')).toBeTruthy();
    expect([people('New rota'), people('New payslips')]).toEqual(['–', '0']);
  });
});
