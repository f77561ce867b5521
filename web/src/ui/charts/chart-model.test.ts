import { describe, expect, it } from 'vitest';
import {
  barChartHeight,
  escapeHoverText,
  isAllZero,
  longestBar,
  pieTraces,
  stackedBarLayout,
  stackedBarTraces,
} from './chart-model';

describe('pie traces', () => {
  const slices = [
    { id: '1', label: 'Red', value: 2, colour: '#f00' },
    { id: '2', label: 'Amber', value: 0, colour: '#fa0' },
    { id: '3', label: 'Green', value: 5, colour: '#0f0' },
  ];

  it('draw the non-empty slices in our order and colours', () => {
    const [trace] = pieTraces(slices, 'By RAG');
    expect(trace).toMatchObject({
      type: 'pie',
      name: 'By RAG',
      ids: ['1', '3'],
      labels: ['Red', 'Green'],
      values: [2, 5],
      marker: { colors: ['#f00', '#0f0'] },
      sort: false,
    });
  });

  it('draw nothing when every slice is empty', () => {
    expect(pieTraces([{ id: '1', label: 'Red', value: 0, colour: '#f00' }], 'x')[0]).toMatchObject({
      values: [],
    });
  });
});

describe('stacked bar traces', () => {
  const categories = [
    { id: 'a', label: 'Sam Lee' },
    { id: 'b', label: 'Sam Lee' },
  ];
  const series = [
    { id: '1', label: 'Not started', colour: '#888', values: [1, 0] },
    { id: '2', label: 'Draft', colour: '#80f', values: [0, 0] },
    { id: '3', label: 'Completed', colour: '#0a8', values: [2, 4] },
  ];

  it('place bars by id, keep the labels for hover, and leave out empty series', () => {
    const traces = stackedBarTraces(categories, series);
    expect(traces).toHaveLength(2);
    expect(traces[0]).toMatchObject({
      type: 'bar',
      orientation: 'h',
      name: 'Not started',
      y: ['a', 'b'],
      x: [1, 0],
      customdata: ['Sam Lee', 'Sam Lee'],
      marker: { color: '#888' },
    });
    expect(traces[1]).toMatchObject({ name: 'Completed', x: [2, 4] });
  });

  it('label two bars of the same name apart by tick text, first on top, stacked', () => {
    const layout = stackedBarLayout(categories, series);
    expect(layout.barmode).toBe('stack');
    expect(layout.yaxis).toMatchObject({
      tickvals: ['a', 'b'],
      ticktext: ['Sam Lee', 'Sam Lee'],
      autorange: 'reversed',
    });
    expect(layout.height).toBe(barChartHeight(2));
  });

  it('tick whole numbers on a short count axis, and let Plotly choose on a long one', () => {
    expect(longestBar(categories, series)).toBe(4);
    expect(stackedBarLayout(categories, series).xaxis).toMatchObject({ tick0: 0, dtick: 1 });
    const long = [{ id: '1', label: 'Open', colour: '#888', values: [40, 3] }];
    expect(stackedBarLayout(categories, long).xaxis).not.toHaveProperty('dtick');
  });

  it('grow with the number of bars, from a minimum height', () => {
    expect(barChartHeight(0)).toBe(200);
    expect(barChartHeight(20)).toBeGreaterThan(barChartHeight(10));
  });
});

describe('helpers', () => {
  it('tell an all-zero series', () => {
    expect(isAllZero([])).toBe(true);
    expect(isAllZero([0, 0])).toBe(true);
    expect(isAllZero([0, 1])).toBe(false);
  });

  it('keep a hover label literal', () => {
    expect(escapeHoverText('50% <b>{x}</b>')).toBe('50&#37; &#60;b&#62;&#123;x&#125;&#60;/b&#62;');
  });
});
