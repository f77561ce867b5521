import { Button, Stack } from '@mantine/core';
import { itemsShownBeforeShowMore } from '@tandem/shared/core/show-more';
import { useState, type ReactNode } from 'react';

type ShowMoreListProps<T> = {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Button text while collapsed, given how many items are hidden. */
  showMoreLabel: (hidden: number) => string;
  showLessLabel: string;
  /** Items shown while collapsed (spec §2: 2, or 3 when there are exactly 3). */
  limit?: number;
  testId?: string;
};

/**
 * A list that shows its first items and a 'show more' button (spec §2: 2 items before show more,
 * all 3 when there are exactly 3). The button says how many more there are and whether it is open.
 */
export function ShowMoreList<T>({
  label,
  items,
  itemKey,
  renderItem,
  showMoreLabel,
  showLessLabel,
  limit,
  testId,
}: ShowMoreListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const collapsedCount = itemsShownBeforeShowMore(items.length, limit);
  const shown = expanded ? items : items.slice(0, collapsedCount);
  const hidden = items.length - collapsedCount;
  return (
    <Stack gap="xs">
      <ul aria-label={label} data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? showLessLabel : showMoreLabel(hidden)}
        </Button>
      )}
    </Stack>
  );
}
