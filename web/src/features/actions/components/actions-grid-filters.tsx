import { Badge, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { progressOptions, ragOptions } from '@/ui/status-pills';
import { filtersOfGrid, gridFiltersOfSearch, type GridPersonFilterKey } from './grid-logic';

/**
 * The actions grid's filters: name contains (debounced), RAG with completed (`4`), progress, and the
 * people filters by name, which only a link sets (My Dashboard's drill-down: a status and the user,
 * spec §2). `filters` is the list's `filters` parameter; `bar` is what the filter bar shows and sets.
 */
export function useActionGridFilters() {
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name, 300);
  const [searchParams] = useSearchParams();
  const [start] = useState(() => gridFiltersOfSearch(searchParams));
  const [ragStatus, setRagStatus] = useState<string | null>(start.ragStatus);
  const [progressStatus, setProgressStatus] = useState<string | null>(start.progressStatus);
  const [people, setPeople] = useState(start.people ?? {});
  const [overdue, setOverdue] = useState(start.overdue ?? false);
  const filters = filtersOfGrid({ name: debouncedName, ragStatus, progressStatus, people, overdue });
  const bar = {
    name,
    setName,
    ragStatus,
    setRagStatus,
    progressStatus,
    setProgressStatus,
    people,
    setPeople,
    overdue,
    setOverdue,
  };
  return { filters, bar };
}

/** The filter bar: its inputs, a removable badge per people filter, then `children` (the count). */
export function ActionsGridFilters({
  bar,
  children,
}: {
  bar: ReturnType<typeof useActionGridFilters>['bar'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { name, setName, ragStatus, setRagStatus, progressStatus, setProgressStatus, people, setPeople } =
    bar;
  const { overdue, setOverdue } = bar;
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label={t('actionItems.searchName')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('actionItems.filterRag')}
        data={[
          { value: '', label: t('actionItems.any') },
          ...ragOptions.map((option) => ({ value: String(option.value), label: t(option.key) })),
          { value: '4', label: t('actionItems.rag.completed') },
        ]}
        value={ragStatus ?? ''}
        onChange={(event) => setRagStatus(event.currentTarget.value || null)}
      />
      <NativeSelect
        label={t('actionItems.filterProgress')}
        data={[
          { value: '', label: t('actionItems.any') },
          ...progressOptions.map((option) => ({ value: String(option.value), label: t(option.key) })),
        ]}
        value={progressStatus ?? ''}
        onChange={(event) => setProgressStatus(event.currentTarget.value || null)}
      />
      {(Object.entries(people) as [GridPersonFilterKey, string][]).map(([key, person]) => (
        <Badge
          key={key}
          variant="light"
          size="lg"
          data-testid={`person-filter-${key}`}
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('actionItems.personFilter.remove', { person })}
              onClick={() => setPeople(({ [key]: _removed, ...rest }) => rest)}
            />
          }
        >
          {t(`actionItems.personFilter.${key}`, { person })}
        </Badge>
      ))}
      {overdue && (
        <Badge
          variant="light"
          size="lg"
          data-testid="overdue-filter"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('actionItems.overdueFilterRemove')}
              onClick={() => setOverdue(false)}
            />
          }
        >
          {t('actionItems.overdueFilter')}
        </Badge>
      )}
      {children}
    </Group>
  );
}
