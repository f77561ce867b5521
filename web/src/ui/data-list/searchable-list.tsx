import { Group, Text } from '@mantine/core';
import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import type { ListFilter } from '@tandem/shared/core/list-query';
import type { Paged } from '@tandem/shared/lists/paged';
import { useState } from 'react';
import type { DataColumn } from './data-table';
import { FiltersButton } from './filters-button';
import type { FilterField } from './filters-drawer';
import { LazyFiltersDrawer } from './lazy-filters-drawer';
import { PagedTable } from './paged-table';
import { SearchBox } from './search-box';
import type { ListQueryState } from './use-list-query';

/**
 * The body of a project list page (actions, every kit entity): the name search (a `contains` filter
 * on `nameKey`), the filters button counting the other filters, the paged sortable table, a quiet
 * "loading" line while a later page loads, and the filters drawer. The page keeps its title, buttons
 * and side panel; the list's state lives in the address (`useListQuery`).
 */
export function SearchableList<T>({
  list,
  nameKey,
  searchLabel,
  tableLabel,
  loadingText,
  columns,
  filterFields,
  rowKey,
  page,
  onFiltersOpened,
}: {
  list: ListQueryState;
  nameKey: string;
  searchLabel: string;
  tableLabel: string;
  loadingText: string;
  columns: DataColumn<T>[];
  filterFields: FilterField[];
  rowKey: (row: T) => string;
  page: { data: Paged<T> | undefined; isPending: boolean; isError: boolean; isFetching: boolean };
  /** Told when the filters drawer opens or closes (a page loads a filter's choices only then). */
  onFiltersOpened?: (opened: boolean) => void;
}) {
  const [filtering, setOpened] = useState(false);
  const setFiltering = (opened: boolean) => {
    setOpened(opened);
    onFiltersOpened?.(opened);
  };
  const nameFilter = list.query.filters.find((filter) => filter.key === nameKey)?.values[0] ?? '';
  const panelFilters = list.query.filters.filter((filter) => filter.key !== nameKey).length;
  const searchName = (text: string) =>
    list.setFilter(
      nameKey,
      text
        ? ({
            key: nameKey,
            operator: FilterOperator.CONTAINS,
            values: [text],
            join: FilterValueJoin.OR,
          } satisfies ListFilter)
        : undefined,
    );
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <SearchBox label={searchLabel} value={nameFilter} onSearch={searchName} />
        <FiltersButton active={panelFilters} onClick={() => setFiltering(true)} />
      </Group>
      <PagedTable
        label={tableLabel}
        columns={columns}
        rowKey={rowKey}
        list={list}
        page={page.data}
        loading={page.isPending}
        failed={page.isError}
      />
      {page.isFetching && !page.isPending && (
        <Text size="xs" c="gray.7" role="status">
          {loadingText}
        </Text>
      )}
      <LazyFiltersDrawer
        opened={filtering}
        onClose={() => setFiltering(false)}
        fields={filterFields}
        filters={list.query.filters}
        onApply={list.setFilters}
        onReset={list.resetFilters}
      />
    </>
  );
}
