import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { PAGINATION_GAP, paginationSlots } from '@tandem/shared/core/pagination';
import { useTranslation } from 'react-i18next';

type ListPaginationProps = {
  page: number;
  totalPages: number;
  totalItems?: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: number[];
};

/**
 * Previous, at most 7 page slots (spec §2, §9: first, last, the current page and its neighbours,
 * gaps between) and Next; optionally the page size.
 */
export function ListPagination({
  page,
  totalPages,
  totalItems,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizes = [10, 25, 50, 100],
}: ListPaginationProps) {
  const { t } = useTranslation();
  const slots = paginationSlots(page, totalPages);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        {totalItems !== undefined && (
          <Text size="sm" c="gray.7">
            {t('dataList.totalItems', { count: totalItems })}
          </Text>
        )}
        {pageSize !== undefined && onPageSizeChange && (
          <NativeSelect
            size="xs"
            label={t('dataList.pageSize')}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          />
        )}
      </Group>
      {totalPages > 1 && (
        <nav aria-label={t('dataList.pagination')}>
          <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            <li>
              <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                {t('dataList.previous')}
              </Button>
            </li>
            {slots.map((slot, index) =>
              slot === PAGINATION_GAP ? (
                <li key={`gap-${index}`} aria-hidden>
                  <Text size="sm" px={4}>
                    …
                  </Text>
                </li>
              ) : (
                <li key={slot}>
                  <Button
                    size="xs"
                    variant={slot === page ? 'filled' : 'default'}
                    aria-current={slot === page ? 'page' : undefined}
                    aria-label={t('dataList.goToPage', { page: slot })}
                    onClick={() => onPageChange(slot)}
                    data-testid="page-slot"
                  >
                    {slot}
                  </Button>
                </li>
              ),
            )}
            <li>
              <Button
                size="xs"
                variant="default"
                disabled={page >= totalPages}
                onClick={() => onPageChange(page + 1)}
              >
                {t('dataList.next')}
              </Button>
            </li>
          </Group>
        </nav>
      )}
    </Group>
  );
}
