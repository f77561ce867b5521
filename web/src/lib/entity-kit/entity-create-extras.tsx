import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { CUSTOM_INT_LIMIT, CUSTOM_STRING_MAX } from '@tandem/shared/custom-fields/limits';
import { useTranslation } from 'react-i18next';
import { RichTextInput } from '@/lib/rich-text/rich-text-input';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import { TagInput } from '@/lib/tags/tag-input';
import { TagPills } from '@/lib/tags/tag-pills';
import '@/lib/i18n/en-gb-tags';

export type CreateExtras = {
  tags: { id: string; text: string }[];
  /** Custom values by field id, as typed ('' is not given). */
  custom: Record<string, string | number>;
};

export const noCreateExtras: CreateExtras = { tags: [], custom: {} };

/** What a create body carries of the extras: the tags' ids and the custom values given. */
export function createExtrasBody(extras: CreateExtras, fields: readonly CustomField[]) {
  const customFields = Object.fromEntries(
    fields.flatMap((field) => {
      const value = extras.custom[field.id];
      if (value === undefined || String(value).trim() === '') return [];
      return [[field.id, field.type === CustomFieldType.INT ? Math.trunc(Number(value)) : String(value)]];
    }),
  );
  return {
    ...(extras.tags.length ? { tagIds: extras.tags.map((tag) => tag.id) } : {}),
    ...(Object.keys(customFields).length ? { customFields } : {}),
  };
}

/**
 * A new item's tags and custom values, set on the create form (issue 28: they could only be set
 * after creating). Shown while their organisation switches are on.
 */
export function EntityCreateExtras({
  organisationId,
  tagsOn,
  customFields,
  value,
  onChange,
}: {
  organisationId: string;
  tagsOn: boolean;
  customFields: readonly CustomField[];
  value: CreateExtras;
  onChange: (next: CreateExtras) => void;
}) {
  const { t } = useTranslation();
  if (!tagsOn && customFields.length === 0) return null;
  const setCustom = (id: string, typed: string | number) =>
    onChange({ ...value, custom: { ...value.custom, [id]: typed } });
  return (
    <Stack gap="md" data-testid="entity-create-extras">
      {tagsOn && (
        <Stack gap={4}>
          <TagInput
            organisationId={organisationId}
            exclude={value.tags.map((tag) => tag.id)}
            onPick={(tag) => onChange({ ...value, tags: [...value.tags, { id: tag.id, text: tag.text }] })}
          />
          {value.tags.length > 0 ? (
            <TagPills
              tags={value.tags}
              label={t('tags.tags')}
              onRemove={(tag) => onChange({ ...value, tags: value.tags.filter((one) => one.id !== tag.id) })}
            />
          ) : (
            <Text size="sm" c="gray.7">
              {t('tags.noTags')}
            </Text>
          )}
        </Stack>
      )}
      {customFields.map((field) =>
        field.type === CustomFieldType.INT ? (
          <NumberInput
            key={field.id}
            label={field.name}
            value={value.custom[field.id] ?? ''}
            onChange={(typed) => setCustom(field.id, typed)}
            allowDecimal={false}
            min={-CUSTOM_INT_LIMIT}
            max={CUSTOM_INT_LIMIT}
          />
        ) : field.type === CustomFieldType.RICH_TEXT ? (
          <RichTextInput
            key={field.id}
            label={field.name}
            value={String(value.custom[field.id] ?? '')}
            minHeight={80}
            onChange={(html) => setCustom(field.id, html)}
          />
        ) : (
          <TextInput
            key={field.id}
            label={field.name}
            value={String(value.custom[field.id] ?? '')}
            maxLength={CUSTOM_STRING_MAX}
            onChange={(event) => setCustom(field.id, event.currentTarget.value)}
          />
        ),
      )}
    </Stack>
  );
}
