import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCoreDataChoices } from './entity-core-data-ids';
import type { EntityFieldView } from './entity-view';

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
