import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { DateField } from '@/ui/date-field';
// The contract's cap on a settings list (shared `projects/schemas`, taken out at build time).
import { SETTINGS_LIST_MAX_ITEMS } from 'virtual:tandem/contract-constants';
import { ConfirmModal } from '@/ui/confirm-modal';
import {
  DESCRIPTION_MAX_LENGTH,
  fieldError,
  type FieldErrors,
  NAME_MAX_LENGTH,
  optionalText,
  requiredText,
  validateFields,
} from '@/lib/form-support';

/** One editable field of a settings-list item. Values are edited as text and converted on save. */
export type ListField = {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'number' | 'select';
  required?: boolean;
  /** For `select`: the stored number and its label. */
  options?: { value: string; label: string }[];
  /** Shown as a column of the list. */
  column?: boolean;
  /** `date`: the key of the date this one may not be before (a phase's end, its start). */
  notBefore?: string;
};

/** An item as the contract types it (its fields come from the list's `ListField`s). */
export type ListItem = Record<string, unknown>;
const nameOf = (item: ListItem | undefined) => String(item?.name ?? '');
const idOf = (item: ListItem) => (typeof item.id === 'string' ? item.id : undefined);

type SettingsListEditorProps = {
  title: string;
  /** Singular noun for buttons and prompts ('milestone'). */
  itemNoun: string;
  fields: ListField[];
  items: ListItem[];
  version: number;
  canEdit: boolean;
  saving: boolean;
  /** Saves the whole list with the version it was read at. Resolves when saved. */
  onSave: (items: ListItem[], version: number) => Promise<unknown>;
};

const toText = (field: ListField, value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

const fromText = (field: ListField, text: string): unknown => {
  if (field.kind === 'number') return text.trim() === '' ? null : Number(text);
  if (field.kind === 'select') return text === '' ? null : Number(text);
  if (field.kind === 'date') return text === '' ? null : text;
  return text;
};

const ruleFor = (field: ListField, text: string, values: Record<string, string>): string | null => {
  const earliest = field.notBefore ? values[field.notBefore] : undefined;
  if (field.kind === 'date' && text !== '' && earliest && /^\d{4}-\d{2}-\d{2}$/.test(text) && text < earliest)
    return 'settingsLists.endBeforeStart';
  if (field.kind === 'text')
    return field.required ? requiredText(text, NAME_MAX_LENGTH) : optionalText(text, NAME_MAX_LENGTH);
  if (field.kind === 'textarea') return optionalText(text, DESCRIPTION_MAX_LENGTH);
  if (field.kind === 'number')
    return text.trim() !== '' && !Number.isFinite(Number(text)) ? 'forms.number' : null;
  if (field.kind === 'date') return text !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(text) ? 'forms.date' : null;
  return null;
};

/** The field of the edited item a 400 names (`body.items.2.endDate`), with the server's words. */
function refusedField(error: unknown, index: number) {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const field = (error.details as { field?: unknown } | undefined)?.field;
  const match = typeof field === 'string' ? /^body\.items\.(\d+)\.(\w+)$/.exec(field) : null;
  if (!match || Number(match[1]) !== index) return undefined;
  // The server's message starts with the field path; the person reads only the rule, as a sentence.
  const rule = error.message.replace(/^body\.[\w.]+:\s*/, '').trim();
  const sentence = `${rule.charAt(0).toUpperCase()}${rule.slice(1)}`;
  return { key: match[2]!, message: /[.!?]$/.test(sentence) ? sentence : `${sentence}.` };
}

/**
 * A settings sub-list (milestones, benefits, phases): the items as a table, add and edit in a modal
 * form (every field validated first), delete after a name-specific Yes/No. Each change saves the
 * whole list conditional on the version read; a conflict reloads it.
 */
export function SettingsListEditor({
  title,
  itemNoun,
  fields,
  items,
  version,
  canEdit,
  saving,
  onSave,
}: SettingsListEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ index: number; values: Record<string, string> } | null>(null);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [deleting, setDeleting] = useState<number | null>(null);
  const columns = fields.filter((field) => field.column);

  const open = (index: number) => {
    const item = items[index];
    setErrors({});
    setEditing({
      index,
      values: Object.fromEntries(
        fields.map((field) => [
          field.key,
          item
            ? toText(field, item[field.key])
            : field.kind === 'select'
              ? (field.options?.[0]?.value ?? '')
              : '',
        ]),
      ),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const result = validateFields(
      Object.fromEntries(
        fields.map((field) => [
          field.key,
          () => ruleFor(field, editing.values[field.key] ?? '', editing.values),
        ]),
      ),
      t,
    );
    setErrors(result.errors);
    if (!result.valid) return;
    const changed: ListItem = { ...(items[editing.index] ?? {}) };
    for (const field of fields) changed[field.key] = fromText(field, editing.values[field.key] ?? '');
    changed.name = nameOf(changed).trim();
    const next = [...items];
    if (editing.index < items.length) next[editing.index] = changed;
    else next.push(changed);
    // A refused save keeps the dialog and what was typed; a 400 naming one of its fields marks it.
    void onSave(next, version).then(
      () => setEditing(null),
      (error: unknown) => {
        const field = refusedField(error, editing.index);
        if (field) setErrors({ [field.key]: field.message });
      },
    );
  };

  const remove = () => {
    if (deleting === null) return;
    void onSave(
      items.filter((_, index) => index !== deleting),
      version,
    ).finally(() => setDeleting(null));
  };

  const cell = (field: ListField, item: ListItem) => {
    const text = toText(field, item[field.key]);
    if (field.kind === 'select') return field.options?.find((option) => option.value === text)?.label ?? text;
    // Dates as every list shows them (`31 Mar 2027`), not as stored.
    if (field.kind === 'date') return formatDay(text);
    return text;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => open(items.length)}
            disabled={items.length >= SETTINGS_LIST_MAX_ITEMS}
          >
            {t('settingsLists.add', { noun: itemNoun })}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={500}>
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((field) => (
                <Table.Th key={field.key}>{field.label}</Table.Th>
              ))}
              {canEdit && <Table.Th>{t('forms.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (canEdit ? 1 : 0)}>
                  <Text c="gray.7" ta="center" py="sm">
                    {t(ErrorMessage.TABLE_NO_DATA)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              items.map((item, index) => (
                <Table.Tr key={idOf(item) ?? index}>
                  {columns.map((field) => (
                    <Table.Td key={field.key}>{cell(field, item)}</Table.Td>
                  ))}
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={t('settingsLists.editNamed', { name: nameOf(item) })}
                          onClick={() => open(index)}
                        >
                          {t('forms.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={t('settingsLists.deleteNamed', { name: nameOf(item) })}
                          onClick={() => setDeleting(index)}
                        >
                          {t('forms.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Modal
        closeButtonProps={{ 'aria-label': t('forms.close') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing && editing.index < items.length
            ? t('settingsLists.edit', { noun: itemNoun })
            : t('settingsLists.add', { noun: itemNoun })
        }
      >
        {editing && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {fields.map((field) => {
                const common = {
                  label: field.label,
                  required: field.required,
                  value: editing.values[field.key] ?? '',
                  error: fieldError(
                    t,
                    errors[field.key],
                    field.kind === 'textarea' ? DESCRIPTION_MAX_LENGTH : NAME_MAX_LENGTH,
                  ),
                  onChange: (event: { currentTarget: { value: string } }) =>
                    setEditing({
                      ...editing,
                      values: { ...editing.values, [field.key]: event.currentTarget.value },
                    }),
                };
                if (field.kind === 'textarea') return <Textarea key={field.key} {...common} rows={2} />;
                if (field.kind === 'date')
                  return (
                    <DateField
                      key={field.key}
                      {...common}
                      onChange={(day) =>
                        setEditing({ ...editing, values: { ...editing.values, [field.key]: day } })
                      }
                    />
                  );
                if (field.kind === 'select')
                  return <NativeSelect key={field.key} {...common} data={field.options ?? []} />;
                return (
                  <TextInput key={field.key} {...common} type={field.kind === 'number' ? 'number' : 'text'} />
                );
              })}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEditing(null)}>
                  {t('forms.cancel')}
                </Button>
                <Button type="submit" loading={saving}>
                  {t('forms.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('settingsLists.delete', { noun: itemNoun })}
        message={t('forms.confirmDelete', { name: deleting === null ? '' : nameOf(items[deleting]) })}
        pending={saving}
        onYes={remove}
        onNo={() => setDeleting(null)}
      />
    </Stack>
  );
}
