import { Group, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { SortDirection, type ListSort } from '@tandem/shared/core/list-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DataColumn<T> = {
  key: string;
  header: string;
  /** The column header sorts the list by `key` when clicked. */
  sortable?: boolean;
  /** The cell; the row's value at `key` as text otherwise. */
  render?: (row: T) => ReactNode;
};

export type DataTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  sorts?: ListSort[];
  onSort?: (key: string) => void;
  /** A last column of per-row controls (edit, delete). */
  actions?: { header: string; render: (row: T) => ReactNode };
  /** Skeleton rows shown while loading (the page size). */
  skeletonRows?: number;
};

const ariaSort = (sorts: ListSort[] | undefined, key: string) => {
  const sort = sorts?.find((item) => item.key === key);
  if (!sort) return 'none' as const;
  return sort.direction === SortDirection.DESCENDING ? ('descending' as const) : ('ascending' as const);
};

const cellText = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? '✓' : '';
  return String(value);
};

/**
 * A paged list's rows (spec §2 tables): sortable headers (buttons, so the keyboard reaches them,
 * with `aria-sort` on the header cell), a skeleton while loading and 'table.noData' when empty.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  sorts,
  onSort,
  actions,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const span = columns.length + (actions ? 1 : 0);

  const header = (column: DataColumn<T>) => {
    if (!column.sortable || !onSort) return <Table.Th key={column.key}>{column.header}</Table.Th>;
    const direction = ariaSort(sorts, column.key);
    const Icon =
      direction === 'ascending'
        ? IconSortAscending
        : direction === 'descending'
          ? IconSortDescending
          : IconArrowsSort;
    return (
      <Table.Th key={column.key} aria-sort={direction}>
        <UnstyledButton onClick={() => onSort(column.key)} data-testid={`sort-${column.key}`}>
          <Group gap={4} wrap="nowrap">
            <Text fw={700} size="sm">
              {column.header}
            </Text>
            <Icon size={14} aria-hidden stroke={1.6} />
            <VisuallyHidden>{t('dataList.sortBy', { column: column.header })}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <Table.Tr key={`skeleton-${index}`} data-testid="table-skeleton-row">
        {Array.from({ length: span }, (__, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows || rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <Text c="gray.7" ta="center" py="md" data-testid="table-no-data">
            {t(ErrorMessage.TABLE_NO_DATA)}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key}>
            {column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.key])}
          </Table.Td>
        ))}
        {actions && <Table.Td>{actions.render(row)}</Table.Td>}
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover aria-label={label} aria-busy={loading || undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(header)}
            {actions && (
              <Table.Th>
                <VisuallyHidden>{actions.header}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
