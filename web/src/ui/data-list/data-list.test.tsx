import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import { SortDirection, type ListFilter } from '@tandem/shared/core/list-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DataTable } from './data-table';
import { draftFromFilters, FiltersDrawer, filtersFromDraft, type FilterField } from './filters-drawer';
import { ListPagination } from './list-pagination';
import { filterStorageKey, readSavedFilters, saveFilters } from './saved-filters';
import { SearchBox } from './search-box';
import { nextSorts, readListQuery, toApiQuery } from './use-list-query';

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

const cityFilter: ListFilter = {
  key: 'city',
  operator: FilterOperator.CONTAINS,
  values: ['Leeds'],
  join: FilterValueJoin.OR,
};
const options = { identifier: 'org-a', name: 'core-data.location' };

describe('list query in the URL', () => {
  it('reads page, size, sorts and filters, defaulting what is missing or unreadable', () => {
    const query = readListQuery(
      new URLSearchParams('page=3&pageSize=25&sorts=-name&filters=city-ct-Leeds'),
      options,
    );
    expect(query).toEqual({
      page: 3,
      pageSize: 25,
      sorts: [{ key: 'name', direction: SortDirection.DESCENDING }],
      filters: [cityFilter],
    });
    expect(
      readListQuery(new URLSearchParams('page=-2&pageSize=x&sorts=bad key&filters=nope'), options),
    ).toEqual({
      page: 1,
      pageSize: 10,
      sorts: [],
      filters: [],
    });
  });

  it('uses the locally saved filters (identifier + name) only when the URL has none', () => {
    saveFilters('org-a', 'core-data.location', [cityFilter]);
    expect(window.localStorage.getItem(filterStorageKey('org-a', 'core-data.location'))).toBe(
      'city-ct-Leeds',
    );
    expect(readListQuery(new URLSearchParams(''), options).filters).toEqual([cityFilter]);
    expect(readListQuery(new URLSearchParams('filters='), options).filters).toEqual([]);
    expect(readSavedFilters('org-b', 'core-data.location')).toEqual([]);
    saveFilters('org-a', 'core-data.location', []);
    expect(window.localStorage.getItem(filterStorageKey('org-a', 'core-data.location'))).toBeNull();
  });

  it('sends the query as the list endpoints take it and cycles a column sort', () => {
    expect(toApiQuery({ page: 2, pageSize: 10, sorts: [], filters: [cityFilter] })).toEqual({
      page: 2,
      pageSize: 10,
      filters: 'city-ct-Leeds',
    });
    const ascending = nextSorts([], 'name');
    expect(ascending).toEqual([{ key: 'name', direction: 'asc' }]);
    expect(nextSorts(ascending, 'name')).toEqual([{ key: 'name', direction: 'desc' }]);
    expect(nextSorts(nextSorts(ascending, 'name'), 'name')).toEqual([]);
  });
});

describe('DataTable', () => {
  const columns = [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'city', header: 'City' },
  ];

  it('shows table.noData when empty and skeleton rows while loading', () => {
    const { unmount } = renderWithProviders(
      <DataTable label="Places" columns={columns} rows={[]} rowKey={(row: { id: string }) => row.id} />,
    );
    expect(screen.getByTestId('table-no-data')).toHaveTextContent('No data to show');
    unmount();
    renderWithProviders(
      <DataTable
        label="Places"
        columns={columns}
        rows={undefined}
        rowKey={(row: { id: string }) => row.id}
        loading
        skeletonRows={3}
      />,
    );
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(3);
  });

  it('marks the sorted column with aria-sort and sorts from a header button', () => {
    const onSort = vi.fn();
    renderWithProviders(
      <DataTable
        label="Places"
        columns={columns}
        rows={[{ id: '1', name: 'Leeds office', city: 'Leeds' }]}
        rowKey={(row) => row.id}
        sorts={[{ key: 'name', direction: SortDirection.DESCENDING }]}
        onSort={onSort}
      />,
    );
    const table = screen.getByRole('table', { name: 'Places' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByRole('button', { name: /Sort by Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(screen.getByRole('cell', { name: 'Leeds' })).toBeInTheDocument();
  });
});

describe('ListPagination', () => {
  it('shows at most 7 page slots and marks the current page', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<ListPagination page={10} totalPages={40} onPageChange={onPageChange} />);
    const slots = screen.getAllByTestId('page-slot');
    expect(slots.map((slot) => slot.textContent)).toEqual(['1', '9', '10', '11', '40']);
    expect(slots.length + screen.getAllByText('…').length).toBeLessThanOrEqual(7);
    expect(screen.getByRole('button', { name: 'Go to page 10' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(11);
  });

  it('hides the page buttons when there is one page', () => {
    renderWithProviders(<ListPagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('filters panel', () => {
  const fields: FilterField[] = [
    { key: 'city', label: 'City', type: 'text' },
    { key: 'status', label: 'Status', type: 'select', options: [{ value: '1', label: 'Not started' }] },
  ];

  it('turns its inputs into filters and keeps the filters it does not show', () => {
    const search: ListFilter = { ...cityFilter, key: 'name', values: ['x'] };
    expect(draftFromFilters(fields, [cityFilter])).toEqual({ city: 'Leeds', status: [] });
    expect(filtersFromDraft(fields, { city: ' York ', status: ['1'] }, [search, cityFilter])).toEqual([
      search,
      { ...cityFilter, values: ['York'] },
      { key: 'status', operator: FilterOperator.EQUALS, values: ['1'], join: FilterValueJoin.OR },
    ]);
  });

  it('compares a number: equals, greater or less than one value, or between two (inclusive); reads them back', () => {
    const number: FilterField[] = [{ key: 'value', label: 'Value', type: 'number' }];
    const made = (draft: Record<string, string>) => filtersFromDraft(number, draft, []);
    expect(made({ value: '5', 'value.comparison': 'gt' })).toEqual([
      { key: 'value', operator: 'gt', values: ['5'], join: 'or' },
    ]);
    const between = made({ value: '-1', 'value.to': '10', 'value.comparison': 'between' });
    expect(between).toEqual([{ key: 'value', operator: 'eq', values: ['-1', '10'], join: 'between' }]);
    expect(draftFromFilters(number, between)).toEqual({
      value: '-1',
      'value.to': '10',
      'value.comparison': 'between',
    });
    // Nothing usable typed: no filter.
    expect(made({ value: 'x', 'value.comparison': 'eq' })).toEqual([]);
    expect(made({ value: '1', 'value.comparison': 'between' })).toEqual([]);
  });

  it('is titled apply filters, applies on submit and resets', () => {
    const onApply = vi.fn();
    const onReset = vi.fn();
    renderWithProviders(
      <FiltersDrawer
        opened
        onClose={() => {}}
        fields={fields}
        filters={[]}
        onApply={onApply}
        onReset={onReset}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Apply filters' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('City', { exact: false }), { target: { value: 'Leeds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([cityFilter]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalled();
  });
});

describe('SearchBox', () => {
  it('searches 500 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox label="Search by name" value="" onSearch={onSearch} />);
    const input = screen.getByLabelText('Search by name');
    fireEvent.change(input, { target: { value: 'Le' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Leeds ' } });
    act(() => void vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Leeds');
  });
});
