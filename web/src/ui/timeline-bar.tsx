import { Box, Group, List, Stack, Text } from '@mantine/core';
import { toIsoDate } from '@tandem/shared/core/calendar-date';
import { formatDate } from '@/lib/dates';
import { timelineLayout } from './timeline-bar-layout';

/** How the bar is coloured (spec §4): on track, overdue (danger) or moved from the initial target (warning). */
export type TimelineTone = 'onTrack' | 'overdue' | 'moved';

export type TimelineMarker = {
  key: string;
  /** The marker's name, e.g. "Start date". */
  label: string;
  date: string | null | undefined;
  /** A Mantine colour name for its tick and swatch. */
  colour: string;
};

type TimelineBarProps = {
  title: string;
  markers: TimelineMarker[];
  /** Today as `yyyy-mm-dd` (a prop so tests and stories can fix it). */
  today: string;
  todayLabel: string;
  tone: TimelineTone;
  /** What the tone means, in words: colour is never the only signal. */
  toneLabel: string;
  /** Shown instead of the bar when no marker has a date. */
  emptyText: string;
};

const fillColour: Record<TimelineTone, string> = {
  onTrack: 'var(--mantine-color-blue-6)',
  overdue: 'var(--mantine-color-red-7)',
  moved: 'var(--mantine-color-orange-6)',
};
const toneText: Record<TimelineTone, string> = { onTrack: 'blue.9', overdue: 'red.9', moved: 'orange.9' };

/** A calendar day in the browser's language, read as a local day (never shifted by the time zone). */
const dayText = (date: string | null | undefined) => {
  const day = toIsoDate(date ?? '');
  return day ? formatDate(`${day}T00:00:00`) : '';
};

/**
 * The timeline progress bar (spec §2): markers for the given dates and today along a bar that fills
 * up to today, coloured by its tone. The bar is decoration; the same facts are listed in text below it.
 */
export function TimelineBar({
  title,
  markers,
  today,
  todayLabel,
  tone,
  toneLabel,
  emptyText,
}: TimelineBarProps) {
  const layout = timelineLayout(markers, today);
  const byKey = new Map(markers.map((marker) => [marker.key, marker]));
  return (
    <Stack gap="xs" data-testid="timeline-bar" data-state={tone}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{title}</Text>
        {layout && (
          <Text size="sm" fw={600} c={toneText[tone]} data-testid="timeline-state">
            {toneLabel}
          </Text>
        )}
      </Group>
      {!layout ? (
        <Text size="sm" c="gray.7">
          {emptyText}
        </Text>
      ) : (
        <>
          <Box
            aria-hidden
            pos="relative"
            h={14}
            my={6}
            style={{ background: 'var(--mantine-color-gray-2)', borderRadius: 7 }}
          >
            <Box
              pos="absolute"
              top={0}
              bottom={0}
              style={{
                left: `${layout.fillFrom}%`,
                width: `${layout.fillPercent - layout.fillFrom}%`,
                background: fillColour[tone],
                borderRadius: 7,
              }}
            />
            {layout.markers.map((marker) => (
              <Box
                key={marker.key}
                pos="absolute"
                top={-4}
                bottom={-4}
                w={4}
                style={{
                  left: `calc(${marker.percent}% - 2px)`,
                  background: `var(--mantine-color-${byKey.get(marker.key)?.colour ?? 'dark'}-7)`,
                  borderRadius: 2,
                }}
              />
            ))}
            <Box
              data-testid="timeline-today"
              pos="absolute"
              top={-6}
              bottom={-6}
              w={0}
              style={{
                left: `${layout.todayPercent}%`,
                borderLeft: '2px dashed var(--mantine-color-dark-9)',
              }}
            />
          </Box>
          <List size="sm" listStyleType="none" spacing={2} data-testid="timeline-markers">
            {layout.markers.map((placed) => {
              const marker = byKey.get(placed.key);
              return (
                <List.Item key={placed.key} data-marker={placed.key}>
                  <Group gap={6} wrap="nowrap">
                    <Box
                      aria-hidden
                      w={10}
                      h={10}
                      style={{
                        background: `var(--mantine-color-${marker?.colour ?? 'dark'}-7)`,
                        borderRadius: 2,
                      }}
                    />
                    <Text size="sm">
                      {marker?.label}: {dayText(marker?.date)}
                    </Text>
                  </Group>
                </List.Item>
              );
            })}
            <List.Item data-marker="today">
              <Group gap={6} wrap="nowrap">
                <Box
                  aria-hidden
                  w={10}
                  h={10}
                  style={{ borderLeft: '2px dashed var(--mantine-color-dark-9)' }}
                />
                <Text size="sm">
                  {todayLabel}: {dayText(today)}
                </Text>
              </Group>
            </List.Item>
          </List>
        </>
      )}
    </Stack>
  );
}
