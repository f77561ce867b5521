import { Button, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
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

export type ProjectFormValues = { name: string; description: string; programmeId: string | null };
type Field = 'name' | 'description' | 'programmeId';

type ProjectFormProps = {
  initial?: ProjectFormValues;
  /** Programmes a project may belong to; none loaded yet while undefined. */
  programmes: { id: string; name: string }[] | undefined;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (values: ProjectFormValues) => void;
  /** Hides the description (the copy dialog asks only for a name and a parent). */
  withDescription?: boolean;
  /** More fields above the submit button (the copy dialog's choice of what to copy). */
  children?: ReactNode;
};

/**
 * A project's name, description and parent: a programme (which must then be chosen: 'Programme
 * id cannot be empty') or standalone. Nothing is sent while a field is invalid.
 */
export function ProjectForm({
  initial,
  programmes,
  submitLabel,
  pending,
  onSubmit,
  withDescription = true,
  children,
}: ProjectFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial ?? { name: '', description: '', programmeId: null });
  const [parent, setParent] = useState<'programme' | 'standalone'>(
    initial && initial.programmeId === null ? 'standalone' : 'programme',
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const result = validateFields<Field>(
      {
        name: () => requiredText(values.name, NAME_MAX_LENGTH),
        description: () => optionalText(values.description, DESCRIPTION_MAX_LENGTH),
        programmeId: () =>
          // The form's own words; the spec's 'Programme id cannot be empty' stays the route guard's.
          parent === 'programme' && !values.programmeId ? 'projects.programmeRequired' : null,
      },
      t,
    );
    setErrors(result.errors);
    if (result.valid)
      onSubmit({
        name: values.name.trim(),
        description: values.description,
        programmeId: parent === 'programme' ? values.programmeId : null,
      });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('projects.name')}
          required
          value={values.name}
          error={fieldError(t, errors.name, NAME_MAX_LENGTH)}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        {withDescription && (
          <Textarea
            label={t('projects.description')}

            rows={3}
            value={values.description}
            error={fieldError(t, errors.description, DESCRIPTION_MAX_LENGTH)}
            onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          />
        )}
        <Radio.Group
          label={t('projects.parent')}
          value={parent}
          onChange={(value) => setParent(value === 'standalone' ? 'standalone' : 'programme')}
        >
          <Group mt="xs">
            <Radio value="programme" label={t('projects.inProgramme')} />
            <Radio value="standalone" label={t('projects.standalone')} />
          </Group>
        </Radio.Group>
        {parent === 'programme' && (
          <NativeSelect
            label={t('projects.programme')}
            required
            value={values.programmeId ?? ''}
            error={fieldError(t, errors.programmeId)}
            data={[
              { value: '', label: programmes ? t('projects.chooseProgramme') : t('app.loading') },
              ...(programmes ?? []).map((programme) => ({ value: programme.id, label: programme.name })),
            ]}
            onChange={(event) => {
              setValues({ ...values, programmeId: event.currentTarget.value || null });
              setErrors({ ...errors, programmeId: undefined });
            }}
          />
        )}
        {children}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
