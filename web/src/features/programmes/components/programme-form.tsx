import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX_LENGTH,
  fieldError,
  type FieldErrors,
  NAME_MAX_LENGTH,
  optionalText,
  requiredText,
  validateFields,
} from '@/lib/form-support';

export type ProgrammeFormValues = { name: string; description: string };
type Field = keyof ProgrammeFormValues;

type ProgrammeFormProps = {
  initial?: ProgrammeFormValues;
  submitLabel: string;
  pending?: boolean;
  disabled?: boolean;
  onSubmit: (values: ProgrammeFormValues) => void;
  onCancel?: () => void;
};

/** A programme's name (required, ≤ 200) and description (≤ 4000); nothing is sent while invalid. */
export function ProgrammeForm({
  initial,
  submitLabel,
  pending,
  disabled,
  onSubmit,
  onCancel,
}: ProgrammeFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProgrammeFormValues>(initial ?? { name: '', description: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const result = validateFields<Field>(
      {
        name: () => requiredText(values.name, NAME_MAX_LENGTH),
        description: () => optionalText(values.description, DESCRIPTION_MAX_LENGTH),
      },
      t,
    );
    setErrors(result.errors);
    if (result.valid) onSubmit({ name: values.name.trim(), description: values.description });
  };

  const error = (field: Field) => fieldError(t, errors[field], limits[field]);
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('programmes.name')}
          required
          value={values.name}
          error={error('name')}
          disabled={disabled}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        <Textarea
          label={t('programmes.description')}

          rows={3}
          value={values.description}
          error={error('description')}
          disabled={disabled}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        />
        <Group>
          <Button type="submit" loading={pending} disabled={disabled}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('forms.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

const limits: Record<Field, number> = { name: NAME_MAX_LENGTH, description: DESCRIPTION_MAX_LENGTH };
