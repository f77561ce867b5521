/**
 * Mantine's light alerts colour their title with the light shade of the alert's colour, which fails
 * WCAG AA contrast on the tinted background; the title keeps the text colour, the tint says the kind.
 */
export const readableAlertTitle = { title: { color: 'var(--mantine-color-text)' } } as const;
