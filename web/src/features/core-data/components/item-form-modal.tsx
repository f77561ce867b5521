import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { coreDataKinds, displayNameOf, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warnFieldsInvalid } from '@/lib/form-support';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import { useCreateCoreDataItem } from '../api/create-core-data-item';
import type { CoreDataItem } from '../api/core-data-call';
import { useUpdateCoreDataItem } from '../api/update-core-data-item';
import { formValuesOf, kindFields, validateBody, type FormValues, type KindField } from './kind-fields';
import { useReferenceOptions } from './use-reference-options';

type ItemFormModalProps = {
  kind: CoreDataKind;
  organisationId: string;
  /** The item being edited; a new one when absent. */
  item?: CoreDataItem;
  opened: boolean;
  onClose: () => void;
};

function FieldInput({
  organisationId,
  field,
  value,
  error,
  onChange,
}: {
  organisationId: string;
  field: KindField;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}) {
  const { t } = useTranslation();
  const references = useReferenceOptions(organisationId, field.type === 'reference' ? field.kind : undefined);
  const common = { label: field.label, error, withAsterisk: 'required' in field && field.required };
  switch (field.type) {
    case 'boolean':
      return (
        <Switch
          label={field.label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          min={field.min}
          max={field.max}
          decimalScale={8}
          onChange={(next) => onChange(String(next))}
        />
      );
    case 'choice':
    case 'reference':
      return (
        <Select
          {...common}
          data={field.type === 'choice' ? field.options : references}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(next ?? '')}
          clearable={!field.required}
          placeholder={t('coreData.none')}
          searchable
        />
      );
    case 'text': {
      const Input = (field.maxLength ?? 0) > 200 ? Textarea : TextInput;
      return (
        <Input
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    }
  }
}

function ItemForm({ kind, organisationId, item, onClose }: Omit<ItemFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const fields = kindFields(kind);
  const [values, setValues] = useState<FormValues>(() => formValuesOf(fields, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCoreDataItem();
  const update = useUpdateCoreDataItem();
  const saving = create.isPending || update.isPending;

  const submit = () => {
    // Spec §5: first clear the messages, then run every validator; any failure stops the submit.
    setErrors({});
    const { body, errors: found } = validateBody(kind, fields, values, t('coreData.notANumber'), t);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      warnFieldsInvalid(t);
      return;
    }
    const name = displayNameOf(kind, body);
    const done = (key: 'coreData.created' | 'coreData.updated') => () => {
      toastSaved(t, t(key, { name }));
      onClose();
    };
    if (item) {
      update.mutate(
        { kind, organisationId, itemId: item.id, body: { ...body, version: item.version } },
        {
          onSuccess: done('coreData.updated'),
          onError: (error) => {
            // Someone else saved first: the list reloads (the hook invalidates it); close so the
            // user reopens the latest version.
            if (toastSaveFailed(t, error).conflict) onClose();
          },
        },
      );
    } else {
      create.mutate(
        { kind, organisationId, body },
        { onSuccess: done('coreData.created'), onError: (error) => toastSaveFailed(t, error) },
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        {fields.map((field) => (
          <FieldInput
            key={field.key}
            organisationId={organisationId}
            field={field}
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(value) => setValues((previous) => ({ ...previous, [field.key]: value }))}
          />
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('dataList.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('dataList.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit one item of a kind in a modal; every field is validated before anything is sent. */
export function ItemFormModal({ opened, ...props }: ItemFormModalProps) {
  const { t } = useTranslation();
  const label = coreDataKinds[props.kind].label.toLowerCase();
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t(props.item ? 'coreData.editTitle' : 'coreData.createTitle', { item: label })}
      size="lg"
    >
      {opened && <ItemForm {...props} />}
    </Modal>
  );
}
