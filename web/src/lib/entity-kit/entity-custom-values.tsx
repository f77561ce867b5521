import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { ToastKind } from '@tandem/shared/core/toasts';
import { CUSTOM_INT_LIMIT, CUSTOM_STRING_MAX } from '@tandem/shared/custom-fields/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { RichTextInput } from '@/lib/rich-text/rich-text-input';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import { showToast } from '@/lib/toasts';
import { entityKeys, updateEntityCustomValue } from './entity-api';
import type { AnyItem, EntityRef, EntityView } from './entity-view';
import { customValueBody } from './entity-custom-value-body';
import '@/lib/i18n/en-gb-tags';

function CustomValueEditor({
  view,
  entityRef,
  item,
  field,
}: {
  view: EntityView;
  entityRef: EntityRef;
  item: AnyItem;
  field: CustomField;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = item.customFields?.[field.id];
  const [value, setValue] = useState<string | number>(current ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await updateEntityCustomValue(view, entityRef, field.id, customValueBody(field, value, item.version));
      showToast(ToastKind.SUCCESS, { message: t('customFields.saved', { field: field.name }) }, t);
    } catch (error) {
      showSaveFailure(error, t, t(`${view.phrases}.conflict`));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: entityKeys.all(view, entityRef) });
    }
  };
  const input =
    field.type === CustomFieldType.INT ? (
      <NumberInput
        label={field.name}
        value={value}
        onChange={setValue}
        allowDecimal={false}
        min={-CUSTOM_INT_LIMIT}
        max={CUSTOM_INT_LIMIT}
      />
    ) : field.type === CustomFieldType.RICH_TEXT ? (
      <RichTextInput label={field.name} value={String(value)} minHeight={80} onChange={setValue} />
    ) : (
      <TextInput
        label={field.name}
        value={String(value)}
        maxLength={CUSTOM_STRING_MAX}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    );
  return (
    <Group align="flex-end" gap="xs">
      <div style={{ flex: 1 }}>{input}</div>
      <Button
        variant="default"
        loading={busy}
        onClick={() => void save()}
        aria-label={`${t('customFields.save')} ${field.name}`}
      >
        {t('customFields.save')}
      </Button>
    </Group>
  );
}

/** An item's custom values: read-only text, or one input each for editors (spec §3 custom fields). */
export function EntityCustomValues({
  view,
  entityRef,
  item,
  fields,
  mayEdit,
}: {
  view: EntityView;
  entityRef: EntityRef;
  item: AnyItem;
  fields: CustomField[];
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="entity-custom-values">
      {fields.map((field) =>
        mayEdit ? (
          <CustomValueEditor
            key={`${field.id}:${item.version}`}
            view={view}
            entityRef={entityRef}
            item={item}
            field={field}
          />
        ) : (
          <Stack key={field.id} gap={0}>
            <Text size="sm" fw={600}>
              {field.name}
            </Text>
            <Text size="sm">{String(item.customFields?.[field.id] ?? t('customFields.notSet'))}</Text>
          </Stack>
        ),
      )}
    </Stack>
  );
}
