import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { PieChart } from './pie-chart';

// Plotly needs a real browser; the lazy module is replaced by a stand-in that shows its props.
vi.mock('./plotly-plot', () => ({
  default: ({ data, config }: { data: unknown; config: unknown }) => (
    <div
      data-testid="plotly-stand-in"
      data-traces={JSON.stringify(data)}
      data-config={JSON.stringify(config)}
    />
  ),
}));

describe('the pie chart', () => {
  const slices = [
    { id: '1', label: 'Red', value: 2, colour: 'red' },
    { id: '3', label: 'Green', value: 0, colour: 'green' },
  ];

  it('is a titled figure whose drawing is named and whose table carries every figure', async () => {
    renderWithProviders(
      <PieChart title="Actions by RAG" slices={slices} sliceHeader="RAG" valueHeader="Actions" />,
    );
    const figure = screen.getByRole('figure', { name: 'Actions by RAG' });
    expect(within(figure).getByRole('img', { name: 'Actions by RAG' })).toBeInTheDocument();
    const table = within(figure).getByRole('table', { name: 'Actions by RAG' });
    expect(within(table).getByRole('rowheader', { name: 'Red' }).closest('tr')).toHaveTextContent('Red2');
    expect(within(table).getByRole('rowheader', { name: 'Green' }).closest('tr')).toHaveTextContent('Green0');

    const plot = await screen.findByTestId('plotly-stand-in');
    const [trace] = JSON.parse(plot.dataset.traces ?? '[]') as {
      labels: string[];
      marker: { colors: string[] };
    }[];
    expect(trace?.labels).toEqual(['Red']);
    expect(trace?.marker.colors[0]).toMatch(/^#/);
    expect(JSON.parse(plot.dataset.config ?? '{}')).toMatchObject({
      displaylogo: false,
      displayModeBar: false,
      typesetMath: false,
    });
  });
});
