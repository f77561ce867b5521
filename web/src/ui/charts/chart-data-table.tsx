import { Table, VisuallyHidden } from '@mantine/core';

/** A row's figures; null where there is none (drawn as a dash). */
export type ChartTableRow = { id: string; label: string; values: (number | null)[] };

export type ChartDataTableProps = {
  /** The table's caption: the chart's title. */
  caption: string;
  /** Header of the first column (what the rows are: "Business area", "RAG status"). */
  rowHeader: string;
  /** Headers of the value columns, in the order of each row's `values`. */
  columnHeaders: string[];
  rows: ChartTableRow[];
  /** Shown on the page, or only to screen readers (and tests). */
  visible?: boolean;
  testId?: string;
};

/** The figures of a chart as a plain table: the accessible alternative to the drawing. */
export function ChartDataTable({
  caption,
  rowHeader,
  columnHeaders,
  rows,
  visible = false,
  testId = 'chart-table',
}: ChartDataTableProps) {
  const table = (
    <Table striped withTableBorder captionSide="top" data-testid={testId} fz="sm">
      {/* Shown, the table sits under the chart's title: the caption is for screen readers only. */}
      <Table.Caption>{visible ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{rowHeader}</Table.Th>
          {columnHeaders.map((header) => (
            <Table.Th key={header} scope="col" ta="right">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-row-id={row.id}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            {row.values.map((value, index) => (
              <Table.Td key={columnHeaders[index] ?? index} ta="right">
                {value ?? '–'}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // Hidden, it needs no scroll container (whose viewport would be an invisible tab stop).
  return visible ? (
    <Table.ScrollContainer minWidth={320} mt="sm">
      {table}
    </Table.ScrollContainer>
  ) : (
    <VisuallyHidden>{table}</VisuallyHidden>
  );
}
