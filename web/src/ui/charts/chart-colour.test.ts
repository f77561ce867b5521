import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { resolveChartColour } from './chart-colour';

describe('chart colours', () => {
  const colours = DEFAULT_THEME.colors;

  it('turn a Mantine colour name into its shade 6, or the shade asked for', () => {
    expect(resolveChartColour(colours, 'teal')).toBe(colours.teal[6]);
    expect(resolveChartColour(colours, 'gray.4')).toBe(colours.gray[4]);
  });

  it('pass any other colour through', () => {
    expect(resolveChartColour(colours, '#123456')).toBe('#123456');
    expect(resolveChartColour(colours, 'rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });
});
