/**
 * Mantine's input descriptions use the "dimmed" grey, which fails WCAG AA contrast on white; these
 * styles keep them readable (gray.7, as the app's other secondary text).
 */
export const readableDescription = { description: { color: 'var(--mantine-color-gray-7)' } } as const;
