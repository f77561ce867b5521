import type { MantineColorsTuple } from '@mantine/core';

/**
 * Plotly draws in real colours, not CSS variables: this turns a Mantine colour name, optionally with
 * a shade (`'teal'`, `'gray.4'`), into the theme's value, so charts match the pills and badges.
 * Anything else (`'#123456'`) is passed through.
 */
export function resolveChartColour(
  colours: Record<string, MantineColorsTuple>,
  colour: string,
  defaultShade = 6,
): string {
  const [name = '', shadeText] = colour.split('.');
  const palette = colours[name];
  if (!palette) return colour;
  const shade = shadeText === undefined ? defaultShade : Number(shadeText);
  return palette[shade] ?? palette[defaultShade] ?? colour;
}
