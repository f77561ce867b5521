import { Alert } from '@mantine/core';
import type { Paged } from '@tandem/shared/lists/paged';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from './data-table';
import { ListPagination } from './list-pagination';
import type { useListQuery } from './use-list-query';

type ListState = ReturnType<typeof useListQuery>;

/**
 * One page of a server-paged list: the load error, the sortable table and the 7-slot pagination, all
 * driven by the list's query in the address (`useListQuery`) and the page the server answered.
 */
export function PagedTable<T>({
  list,
  page,
  loading,
  failed,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'sorts' | 'onSort' | 'loading' | 'skeletonRows'> & {
  list: ListState;
  page: Paged<T> | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.loadData')}
        </Alert>
      )}
      <DataTable
        {...table}
        rows={page?.items}
        loading={loading}
        sorts={list.query.sorts}
        onSort={list.toggleSort}
        skeletonRows={Math.min(list.query.pageSize, 10)}
      />
      {page && (
        <ListPagination
          page={page.page}
          totalPages={page.totalPages}
          totalItems={page.totalItems}
          onPageChange={list.setPage}
          pageSize={list.query.pageSize}
          onPageSizeChange={list.setPageSize}
        />
      )}
    </>
  );
}
