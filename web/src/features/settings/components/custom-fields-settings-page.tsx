import { Alert, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { CUSTOM_FIELD_NAME_MAX } from '@tandem/shared/custom-fields/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customFieldKinds } from '@/config/custom-field-kinds';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import {
  createCustomField,
  customFieldKeys,
  deleteCustomField,
  useCustomFields,
  type CustomField,
} from '@/lib/tags/custom-fields-api';
import { ConfirmModal } from '@/ui/confirm-modal';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { SettingsHeader } from './settings-tabs';
import '@/lib/i18n/en-gb-tags';

type Type = 1 | 2 | 3;

/** `settings/custom-fields` (owner or more): define fields (name, type, kinds of item) and delete them. */
export function CustomFieldsSettingsPage({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const mayView = canCall(permissions, 'createCustomField', { organisationId });
  const fields = useCustomFields(organisationId, mayView);
  const [name, setName] = useState('');
  const [type, setType] = useState<Type>(CustomFieldType.STRING);
  const [kinds, setKinds] = useState<string[]>([...customFieldKinds]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<CustomField | null>(null);

  if (!mayView) return <NoViewAccess />;

  const reload = () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all(organisationId) });
  const add = async () => {
    setBusy(true);
    try {
      const created = await createCustomField(organisationId, { name, type, entityKinds: kinds });
      toastSaved(t, t('customFields.created', { name: created.name }));
      setName('');
    } catch (error) {
      toastSaveFailed(t, error);
    } finally {
      setBusy(false);
      await reload();
    }
  };
  const remove = async (field: CustomField) => {
    setBusy(true);
    try {
      await deleteCustomField(organisationId, field.id);
      toastSaved(t, t('customFields.deleted', { name: field.name }));
    } catch (error) {
      toastSaveFailed(t, error);
    } finally {
      setBusy(false);
      setDeleting(null);
      await reload();
    }
  };

  return (
    <Stack gap="lg">
      <SettingsHeader organisationId={organisationId} />
      <Text>{t('customFields.intro')}</Text>
      {fields.isPending && <PageLoader />}
      {fields.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(ErrorMessage.LOAD_DATA_FAILED)}
        </Alert>
      )}
      {fields.data?.length === 0 && <Text>{t('customFields.empty')}</Text>}
      {fields.data && fields.data.length > 0 && (
        <Table maw={760} striped aria-label={t('customFields.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customFields.name')}</Table.Th>
              <Table.Th>{t('customFields.type')}</Table.Th>
              <Table.Th>{t('customFields.kinds')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.data.map((field) => (
              <Table.Tr key={field.id}>
                <Table.Td>{field.name}</Table.Td>
                <Table.Td>{t(`customFields.types.${field.type}`)}</Table.Td>
                <Table.Td>
                  {field.entityKinds.map((kind) => t(`customFields.kindNames.${kind}`)).join(', ')}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" color="red" variant="light" onClick={() => setDeleting(field)}>
                    {t('customFields.delete', { name: field.name })}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        aria-label={t('customFields.add')}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack maw={480} gap="sm">
          <TextInput
            label={t('customFields.name')}
            value={name}
            maxLength={CUSTOM_FIELD_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            required
          />
          <Select
            label={t('customFields.type')}
            data={Object.values(CustomFieldType).map((value) => ({
              value: String(value),
              label: t(`customFields.types.${value}`),
            }))}
            value={String(type)}
            onChange={(value) => value && setType(Number(value) as Type)}
            allowDeselect={false}
          />
          <Checkbox.Group label={t('customFields.kinds')} value={kinds} onChange={setKinds}>
            <Group mt={4}>
              {customFieldKinds.map((kind) => (
                <Checkbox key={kind} value={kind} label={t(`customFields.kindNames.${kind}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={busy} disabled={!name.trim() || kinds.length === 0}>
              {t('customFields.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {deleting && (
        <ConfirmModal
          opened
          title={t('customFields.delete', { name: deleting.name })}
          message={t('customFields.deleteConfirm', { name: deleting.name })}
          pending={busy}
          onYes={() => void remove(deleting)}
          onNo={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
