import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// System fonts only: no font is fetched from a third-party host (spec: every asset from our origin).
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 in light mode, 9 on hover: white labels and blue links both keep 4.5:1 on white (WCAG AA).
  primaryShade: { light: 8, dark: 6 },
  fontFamily: systemSans,
  headings: {
    fontFamily: systemSans,
    // Page titles shrink on a phone instead of running off its edge.
    sizes: { h1: { fontSize: 'clamp(1.625rem, 1.2rem + 1.6vw, 2.125rem)' } },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A table wider than the screen scrolls; its viewport must be reachable by keyboard (axe). A plain
    // object, not `Table.ScrollContainer.extend(...)`: that would pull Table and ScrollArea (with
    // floating-ui, ~20 KB gzip) into the first load for a page that has no table.
    // A long word in a heading (a project's name) breaks rather than widen a narrow page.
    Title: { styles: { root: { overflowWrap: 'break-word' } } },
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    },
  },
});

/**
 * Mantine's default error red (red.6) and dimmed grey fall below 4.5:1 on white; darker shades keep
 * field errors, toasts and secondary text readable (WCAG AA, checked by axe-core in the e2e tests).
 */
const paletteNames = [
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'gray',
];

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Text of "light" variants (badges, light buttons, alerts) in the darkest shade of its colour.
    ...Object.fromEntries(
      paletteNames.map((name) => [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-9)`]),
    ),
  },
  dark: {},
});
