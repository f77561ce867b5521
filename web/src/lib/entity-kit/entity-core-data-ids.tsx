import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useReferenceChoices } from './entity-reference-choices';
import type { EntityFieldView } from './entity-view';

/**
 * Every item a `coreDataIds` field may hold: its `reference` list (the organisation's core data list
 * of the kind), one call shared by every cell, panel and form on the page, as id and name.
 */
export const useCoreDataChoices = (field: EntityFieldView, organisationId: string) =>
  useReferenceChoices(field, { organisationId, projectId: '' }, !!organisationId);

/** The names of the ids a field holds, comma-separated (read from the route's organisation). */
export function CoreDataNames({ field, ids }: { field: EntityFieldView; ids: readonly string[] }) {
  const { organisationId = '' } = useParams();
  const { data } = useCoreDataChoices(field, organisationId);
  const names = ids.map((id) => data?.find((choice) => choice.id === id)?.name).filter(Boolean);
  return <>{names.join(', ')}</>;
}

/** The form's input of a `coreDataIds` field: a searchable multi-select; the value is the ids joined by commas. */
export function CoreDataMultiSelect({
  field,
  organisationId,
  label,
  value,
  error,
  name,
  onChange,
}: {
  field: EntityFieldView;
  organisationId: string;
  label: string;
  value: string;
  error?: string;
  name: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCoreDataChoices(field, organisationId);
  return (
    <MultiSelect
      label={label}
      name={name}
      error={error}
      searchable
      clearable
      value={value ? value.split(',') : []}
      data={(data ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
      placeholder={
        isPending
          ? t('entityKit.form.choicesLoading')
          : isError
            ? t('entityKit.form.choicesFailed')
            : undefined
      }
      onChange={(chosen) => onChange(chosen.join(','))}
    />
  );
}
