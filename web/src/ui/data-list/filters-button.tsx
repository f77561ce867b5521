import { Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens a list's filters drawer; says how many filters are on. */
export function FiltersButton({ active, onClick }: { active: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={onClick}>
      {active ? t('dataList.filtersActive', { count: active }) : t('dataList.filters')}
    </Button>
  );
}
