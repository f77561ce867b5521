import {
  Button,
  Drawer,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import type { ListFilter } from '@tandem/shared/core/list-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/ui/date-field';
import { readableDescription } from './readable-styles';

/** A field the panel can filter by: free text ('contains') or a choice of values ('is any of'). */
export type FilterField =
  | { key: string; label: string; type: 'text' }
  | { key: string; label: string; type: 'select'; options: { value: string; label: string }[] }
  /** Tags (spec §3 filter conditions): the items carrying either of the chosen, or all of them. */
  | { key: string; label: string; type: 'tags'; options: { value: string; label: string }[] }
  /** A number (spec §3 operators): equals, greater than, less than, or between two values (inclusive). */
  | { key: string; label: string; type: 'number' }
  /** A date (yyyy-mm-dd), compared as a number is: on, after, before, or between two days (inclusive). */
  | { key: string; label: string; type: 'date' };

/** Number and date fields: a comparison and one or two values. */
const compares = (field: FilterField) => field.type === 'number' || field.type === 'date';
const isDateText = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text.trim());

/** Where a tags field keeps its condition in the draft. */
const joinKey = (key: string) => `${key}.join`;
/** Where a number field keeps its comparison and its second value (between). */
const comparisonKey = (key: string) => `${key}.comparison`;
const upperKey = (key: string) => `${key}.to`;
const BETWEEN = 'between';
const numberComparisons = [
  FilterOperator.EQUALS,
  FilterOperator.GREATER,
  FilterOperator.LESS,
  BETWEEN,
] as const;
const comparisonPhrase: Record<(typeof numberComparisons)[number], string> = {
  [FilterOperator.EQUALS]: 'filters.equals',
  [FilterOperator.GREATER]: 'filters.greaterThan',
  [FilterOperator.LESS]: 'filters.lessThan',
  [BETWEEN]: 'filters.between',
};
const isNumberText = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

type Draft = Record<string, string | string[]>;

/** The panel's inputs from the applied filters. */
export function draftFromFilters(fields: FilterField[], filters: readonly ListFilter[]): Draft {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const filter = filters.find((item) => item.key === field.key);
      if (compares(field)) {
        const between = filter?.join === FilterValueJoin.BETWEEN;
        return [
          [field.key, filter?.values[0] ?? ''],
          [upperKey(field.key), between ? (filter?.values[1] ?? '') : ''],
          [comparisonKey(field.key), between ? BETWEEN : (filter?.operator ?? FilterOperator.EQUALS)],
        ] as [string, string][];
      }
      const value: [string, string | string[]] = [
        field.key,
        field.type === 'text' ? (filter?.values[0] ?? '') : (filter?.values ?? []),
      ];
      return field.type === 'tags'
        ? [value, [joinKey(field.key), filter?.join ?? FilterValueJoin.OR] as [string, string]]
        : [value];
    }),
  );
}

/**
 * The filters the panel's inputs make: text contains (case-insensitive), choices any-of. Filters
 * on keys the panel does not show (the search box's) are kept as they are.
 */
export function filtersFromDraft(
  fields: FilterField[],
  draft: Draft,
  current: readonly ListFilter[],
): ListFilter[] {
  const shown = new Set(fields.map((field) => field.key));
  const kept = current.filter((filter) => !shown.has(filter.key));
  const made = fields.flatMap((field): ListFilter[] => {
    const value = draft[field.key];
    if (compares(field)) {
      const valid = field.type === 'date' ? isDateText : isNumberText;
      const low = typeof value === 'string' ? value.trim() : '';
      const high = String(draft[upperKey(field.key)] ?? '').trim();
      const comparison = String(draft[comparisonKey(field.key)] ?? FilterOperator.EQUALS);
      if (!valid(low)) return [];
      if (comparison === BETWEEN)
        return valid(high)
          ? [
              {
                key: field.key,
                operator: FilterOperator.EQUALS,
                values: [low, high],
                join: FilterValueJoin.BETWEEN,
              },
            ]
          : [];
      const operator = numberComparisons.find((known) => known === comparison) ?? FilterOperator.EQUALS;
      return [
        { key: field.key, operator: operator as FilterOperator, values: [low], join: FilterValueJoin.OR },
      ];
    }
    if (field.type === 'text') {
      const text = typeof value === 'string' ? value.trim() : '';
      return text
        ? [{ key: field.key, operator: FilterOperator.CONTAINS, values: [text], join: FilterValueJoin.OR }]
        : [];
    }
    const values = Array.isArray(value) ? value : [];
    if (field.type === 'tags') {
      const join =
        draft[joinKey(field.key)] === FilterValueJoin.AND ? FilterValueJoin.AND : FilterValueJoin.OR;
      return values.length ? [{ key: field.key, operator: FilterOperator.CONTAINS, values, join }] : [];
    }
    return values.length
      ? [{ key: field.key, operator: FilterOperator.EQUALS, values, join: FilterValueJoin.OR }]
      : [];
  });
  return [...kept, ...made];
}

type FiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  fields: FilterField[];
  filters: ListFilter[];
  onApply: (filters: ListFilter[]) => void;
  onReset: () => void;
};

function FiltersForm({ fields, filters, onApply, onReset, onClose }: Omit<FiltersDrawerProps, 'opened'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftFromFilters(fields, filters));
  const set = (key: string, value: string | string[]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filtersFromDraft(fields, draft, filters));
        onClose();
      }}
    >
      <Stack>
        {fields.map((field) =>
          field.type === 'text' ? (
            <TextInput
              key={field.key}
              label={field.label}
              description={t('filters.contains')}
              styles={readableDescription}
              value={String(draft[field.key] ?? '')}
              onChange={(event) => set(field.key, event.currentTarget.value)}
            />
          ) : field.type === 'number' || field.type === 'date' ? (
            <Stack key={field.key} gap={4}>
              <NativeSelect
                label={field.label}
                description={t('filters.comparison')}
                styles={readableDescription}
                data={numberComparisons.map((value) => ({ value, label: t(comparisonPhrase[value]) }))}
                value={String(draft[comparisonKey(field.key)] ?? FilterOperator.EQUALS)}
                onChange={(event) => set(comparisonKey(field.key), event.currentTarget.value)}
              />
              <Group grow gap="xs">
                {field.type === 'date' ? (
                  <DateField
                    aria-label={t('filters.valueOf', { field: field.label })}
                    value={String(draft[field.key] ?? '')}
                    onChange={(day) => set(field.key, day)}
                  />
                ) : (
                  <TextInput
                    type={field.type}
                    aria-label={t('filters.valueOf', { field: field.label })}
                    value={String(draft[field.key] ?? '')}
                    onChange={(event) => set(field.key, event.currentTarget.value)}
                  />
                )}
                {draft[comparisonKey(field.key)] === BETWEEN &&
                  (field.type === 'date' ? (
                    <DateField
                      aria-label={t('filters.upperValueOf', { field: field.label })}
                      value={String(draft[upperKey(field.key)] ?? '')}
                      onChange={(day) => set(upperKey(field.key), day)}
                    />
                  ) : (
                    <TextInput
                      type={field.type}
                      aria-label={t('filters.upperValueOf', { field: field.label })}
                      value={String(draft[upperKey(field.key)] ?? '')}
                      onChange={(event) => set(upperKey(field.key), event.currentTarget.value)}
                    />
                  ))}
              </Group>
            </Stack>
          ) : field.type === 'tags' ? (
            <Stack key={field.key} gap={4}>
              <MultiSelect
                label={field.label}
                data={field.options}
                value={Array.isArray(draft[field.key]) ? (draft[field.key] as string[]) : []}
                onChange={(value) => set(field.key, value)}
                searchable
                clearable
              />
              <SegmentedControl
                aria-label={t('filters.condition')}
                size="xs"
                data={[
                  { value: FilterValueJoin.OR, label: t('filters.containsEither') },
                  { value: FilterValueJoin.AND, label: t('filters.containsAll') },
                ]}
                value={String(draft[joinKey(field.key)] ?? FilterValueJoin.OR)}
                onChange={(value) => set(joinKey(field.key), value)}
              />
            </Stack>
          ) : (
            <MultiSelect
              key={field.key}
              label={field.label}
              description={t('filters.anyOf')}
              styles={readableDescription}
              data={field.options}
              value={Array.isArray(draft[field.key]) ? (draft[field.key] as string[]) : []}
              onChange={(value) => set(field.key, value)}
              clearable
            />
          ),
        )}
        <Group justify="space-between" mt="md">
          <Button
            variant="default"
            onClick={() => {
              onReset();
              onClose();
            }}
          >
            {t('filters.reset')}
          </Button>
          <Button type="submit">{t('filters.apply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The right-hand filter panel (spec §2 'apply filters' with a reset filters button). Its inputs
 * start from the applied filters each time it opens; nothing changes until Apply.
 */
export function FiltersDrawer({ opened, ...props }: FiltersDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={props.onClose} position="right" title={t('filters.title')}>
      {opened && <FiltersForm {...props} />}
    </Drawer>
  );
}
