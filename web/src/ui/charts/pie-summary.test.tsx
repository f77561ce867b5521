import { fireEvent, screen, within } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/app-test-utils';
import { PieSummary } from './pie-summary';

vi.mock('./plotly-plot', () => ({ default: () => <div data-testid="plotly-stand-in" /> }));

const slices = [
  { id: '3', label: 'High', value: 2, colour: 'red' },
  { id: '2', label: 'Medium', value: 0, colour: 'orange' },
  { id: 'other', label: 'Other', value: 1, colour: 'gray' },
];

describe('the pie summary', () => {
  it('links each drillable slice with a value to where it leads, and keeps the figures in a table', async () => {
    renderRoutes(
      [
        {
          path: '/here',
          Component: () => (
            <PieSummary
              title="Impacts by level"
              slices={slices}
              sliceHeader="Level"
              valueHeader="Impacts"
              testId="levels"
              sliceHref={(id) => `/list?impactLevel=${id}`}
              drillable={(id) => id !== 'other'}
            />
          ),
        },
        { path: '/list', Component: () => <p>The filtered list</p> },
      ],
      '/here',
    );
    const buttons = screen.getByTestId('levels-slices');
    expect(
      within(buttons)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['High · 2']);
    expect(within(buttons).getByRole('link')).toHaveAttribute('href', '/list?impactLevel=3');
    const table = screen.getByRole('table', { name: 'Impacts by level' });
    expect(within(table).getByRole('rowheader', { name: 'Medium' }).closest('tr')).toHaveTextContent(
      'Medium0',
    );
    fireEvent.click(within(buttons).getByRole('link'));
    expect(await screen.findByText('The filtered list')).toBeInTheDocument();
  });

  it('calls back on a slice button and shows a per-project breakdown beside the pie', async () => {
    const opened: string[] = [];
    renderRoutes(
      [
        {
          path: '/here',
          Component: () => (
            <PieSummary
              title="Actions by RAG"
              slices={slices}
              sliceHeader="RAG"
              valueHeader="Actions"
              testId="rag"
              onSliceClick={(id) => opened.push(id)}
              breakdown={{
                label: 'Actions by project',
                rowHeader: 'Project',
                extraHeader: 'Complete',
                rows: [{ id: 'p1', label: 'Online Booking', slices, extra: '40%' }],
              }}
            />
          ),
        },
      ],
      '/here',
    );
    fireEvent.click(within(screen.getByTestId('rag-slices')).getByRole('button', { name: 'Other · 1' }));
    expect(opened).toEqual(['other']);
    const breakdown = screen.getByRole('table', { name: 'Actions by project' });
    expect(
      within(breakdown).getByRole('rowheader', { name: 'Online Booking' }).closest('tr'),
    ).toHaveTextContent('Online Booking20140%');
  });
});
