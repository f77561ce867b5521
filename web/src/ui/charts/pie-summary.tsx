import { Button, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PieChart, type PieChartSlice } from './pie-chart';

/** One row of the breakdown table beside the pie: a project and its own slices' values. */
export type PieSummaryRow = {
  id: string;
  label: string;
  slices: readonly PieChartSlice[];
  extra?: ReactNode;
};

export type PieSummaryProps = {
  title: string;
  titleOrder?: 2 | 3 | 4;
  slices: readonly PieChartSlice[];
  sliceHeader: string;
  valueHeader: string;
  /** The pie's test id; the slice buttons take `<testId>-slices` unless `slicesTestId` says otherwise. */
  testId: string;
  slicesTestId?: string;
  /** A line above the pie ("12 impacts · 40 % complete"). */
  summary?: ReactNode;
  /** Under the summary (a toggle, a note). */
  children?: ReactNode;
  /** A click on a slice or its button (a panel, a modal). */
  onSliceClick?: (id: string) => void;
  /** Or where a slice leads (a filtered list); null for a slice that leads nowhere. */
  sliceHref?: (id: string) => string | null;
  /** Which slices get a button (all with a value by default). */
  drillable?: (id: string) => boolean;
  /** Shown under the buttons ("Choose a slice to see ..."). */
  hint?: string;
  /** A table beside the pie: one row per project with the same columns as the slices. */
  breakdown?: { label: string; rowHeader: string; rows: readonly PieSummaryRow[]; extraHeader?: string };
  /** Plotly only when asked for (see `PieChart`). */
  drawOnRequest?: boolean;
};

/**
 * What a pie panel shows while its data loads: as tall as the panel it stands for (its summary line
 * and the chart), so the cards below do not move when the data arrives. A 240 px placeholder made the
 * organisation home's cards jump by its difference: a layout shift of 0.109 (budget 0.1).
 */
export function PieSummarySkeleton() {
  return <Skeleton height={390} data-testid="pie-summary-skeleton" />;
}

/**
 * THE pie panel of the dashboards: a summary line, a pie with its data table (screen readers), the
 * slices as buttons or links that drill down, and optionally a per-project table beside it. My
 * Impacts, the organisation's impacts and actions summaries and the project overview's tiles use it.
 */
export function PieSummary({
  title,
  titleOrder = 3,
  slices,
  sliceHeader,
  valueHeader,
  testId,
  slicesTestId = `${testId}-slices`,
  summary,
  children,
  onSliceClick,
  sliceHref,
  drillable = () => true,
  hint,
  breakdown,
  drawOnRequest = false,
}: PieSummaryProps) {
  const navigate = useNavigate();
  const drill = sliceHref
    ? (id: string) => {
        const href = sliceHref(id);
        if (href) void navigate(href);
      }
    : onSliceClick;
  const buttons = drill ? slices.filter((slice) => slice.value > 0 && drillable(slice.id)) : [];
  const pie = (
    <Stack gap="sm">
      {summary}
      {children}
      <PieChart
        title={title}
        titleOrder={titleOrder}
        slices={slices}
        sliceHeader={sliceHeader}
        valueHeader={valueHeader}
        testId={testId}
        drawOnRequest={drawOnRequest}
        {...(drill && { onSliceClick: drill })}
      />
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
      {buttons.length > 0 && (
        <Group gap={6} data-testid={slicesTestId}>
          {buttons.map((slice) => {
            const href = sliceHref?.(slice.id);
            const label = `${slice.label} · ${slice.value}`;
            return href ? (
              <Button key={slice.id} component={Link} to={href} size="compact-sm" variant="default">
                {label}
              </Button>
            ) : (
              <Button key={slice.id} size="compact-sm" variant="default" onClick={() => drill?.(slice.id)}>
                {label}
              </Button>
            );
          })}
        </Group>
      )}
    </Stack>
  );
  if (!breakdown) return pie;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {pie}
      <Table.ScrollContainer minWidth={420}>
        <Table striped fz="sm" aria-label={breakdown.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{breakdown.rowHeader}</Table.Th>
              {slices.map((slice) => (
                <Table.Th key={slice.id} scope="col" ta="right">
                  {slice.label}
                </Table.Th>
              ))}
              {breakdown.extraHeader && (
                <Table.Th scope="col" ta="right">
                  {breakdown.extraHeader}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {breakdown.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                {row.slices.map((slice) => (
                  <Table.Td key={slice.id} ta="right">
                    {slice.value}
                  </Table.Td>
                ))}
                {breakdown.extraHeader && <Table.Td ta="right">{row.extra}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SimpleGrid>
  );
}
