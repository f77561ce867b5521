import { Anchor, Card, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';

export type CountTileProps = {
  label: string;
  count: number | undefined;
  /** Where the count leads (its drill-down). */
  href?: string;
  tooltip?: string;
  /** Shown instead of the count when the user may not view it (spec §2 count tile). */
  noAccessLabel?: string;
  /** When the count is 0: a link to start (spec §2 count tile). */
  start?: { label: string; href: string };
  testId?: string;
};

/**
 * A count tile (spec §2): a label, an optional tooltip, and a count linking to its drill-down; a
 * permission label when the user cannot view it, and a start link when the count is 0.
 */
export function CountTile({ label, count, href, tooltip, noAccessLabel, start, testId }: CountTileProps) {
  const value =
    count === undefined ? (
      <Text fz={28} fw={700} c="gray.5" aria-hidden>
        –
      </Text>
    ) : href ? (
      <Anchor component={Link} to={href} fz={28} fw={700} data-testid={testId && `${testId}-count`}>
        {count}
      </Anchor>
    ) : (
      <Text fz={28} fw={700} data-testid={testId && `${testId}-count`}>
        {count}
      </Text>
    );
  const title = (
    <Text size="sm" c="gray.7" fw={600}>
      {label}
    </Text>
  );
  return (
    <Card withBorder padding="md" component="section" aria-label={label} data-testid={testId}>
      {tooltip ? (
        <Tooltip label={tooltip} openDelay={500} multiline w={220}>
          <span tabIndex={0}>{title}</span>
        </Tooltip>
      ) : (
        title
      )}
      {noAccessLabel ? (
        <Text size="sm" c="gray.7" mt={6}>
          {noAccessLabel}
        </Text>
      ) : (
        value
      )}
      {!noAccessLabel && count === 0 && start && (
        <Anchor component={Link} to={start.href} size="sm">
          {start.label}
        </Anchor>
      )}
    </Card>
  );
}
