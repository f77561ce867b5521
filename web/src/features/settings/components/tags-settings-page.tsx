import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { TAG_TEXT_MAX } from '@tandem/shared/tags/limits';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import {
  deleteTag,
  mergeTag,
  renameTag,
  tagKeys,
  tagUsageQueryOptions,
  useTags,
  type Tag,
} from '@/lib/tags/tags-api';
import { ConfirmModal } from '@/ui/confirm-modal';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { SettingsHeader } from './settings-tabs';
import '@/lib/i18n/en-gb-tags';

type Dialog = { kind: 'rename' | 'merge' | 'delete'; tag: Tag } | null;

/**
 * `settings/tags` (owner or more): the organisation's tags with how many items carry each; rename,
 * merge into another, or delete after seeing the usage (spec §7 tag calls).
 */
export function TagsSettingsPage({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const target = { organisationId };
  const mayView = canCall(permissions, 'renameTag', target);
  const tags = useTags(organisationId, mayView);
  const usages = useQueries({
    queries: (tags.data ?? []).map((tag) => tagUsageQueryOptions(organisationId, tag.id)),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [text, setText] = useState('');
  const [into, setInto] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!mayView) return <NoViewAccess />;

  const run = async (write: () => Promise<unknown>, done: (answer: never) => string) => {
    setBusy(true);
    try {
      const answer = await write();
      toastSaved(t, done(answer as never));
      setDialog(null);
    } catch (error) {
      toastSaveFailed(t, error);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: tagKeys.all(organisationId) });
    }
  };
  const usageOf = (index: number) => usages[index]?.data?.usageCount;
  const dialogUsage = dialog ? usageOf((tags.data ?? []).findIndex((tag) => tag.id === dialog.tag.id)) : 0;

  return (
    <Stack gap="lg">
      <SettingsHeader organisationId={organisationId} />
      <Text>{t('tags.settings.intro')}</Text>
      {tags.isPending && <PageLoader />}
      {tags.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(ErrorMessage.LOAD_DATA_FAILED)}
        </Alert>
      )}
      {tags.data?.length === 0 && <Text>{t('tags.settings.empty')}</Text>}
      {tags.data && tags.data.length > 0 && (
        <Table maw={760} striped aria-label={t('orgSettings.tags')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tags.settings.text')}</Table.Th>
              <Table.Th>{t('tags.settings.usage')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('tags.settings.rename')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.data.map((tag, index) => (
              <Table.Tr key={tag.id} data-testid="tag-row">
                <Table.Td>{tag.text}</Table.Td>
                <Table.Td data-testid="tag-usage">
                  {usageOf(index) === undefined
                    ? '…'
                    : t('tags.settings.usageCount', { count: usageOf(index) })}
                </Table.Td>
                <Table.Td>
                  <Group
                    gap="xs"
                    justify="flex-end"
                    role="group"
                    aria-label={t('tags.settings.actions', { text: tag.text })}
                  >
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => {
                        setText(tag.text);
                        setDialog({ kind: 'rename', tag });
                      }}
                    >
                      {t('tags.settings.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={tags.data.length < 2}
                      onClick={() => {
                        setInto(null);
                        setDialog({ kind: 'merge', tag });
                      }}
                    >
                      {t('tags.settings.merge')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setDialog({ kind: 'delete', tag })}
                    >
                      {t('tags.settings.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {dialog?.kind === 'rename' && (
        <Modal
          opened
          centered
          onClose={() => setDialog(null)}
          title={t('tags.settings.renameTitle', { text: dialog.tag.text })}
          closeButtonProps={{ 'aria-label': t('forms.close') }}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void run(
                () => renameTag(organisationId, dialog.tag.id, text),
                (answer: Tag) => t('tags.settings.renamed', { text: answer.text }),
              );
            }}
          >
            <Stack>
              <TextInput
                label={t('tags.settings.newText')}
                value={text}
                maxLength={TAG_TEXT_MAX}
                onChange={(event) => setText(event.currentTarget.value)}
                data-autofocus
                required
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDialog(null)}>
                  {t('forms.cancel')}
                </Button>
                <Button type="submit" loading={busy} disabled={!text.trim()}>
                  {t('tags.settings.rename')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      )}
      {dialog?.kind === 'merge' && (
        <Modal
          opened
          centered
          onClose={() => setDialog(null)}
          title={t('tags.settings.mergeTitle', { text: dialog.tag.text })}
          closeButtonProps={{ 'aria-label': t('forms.close') }}
        >
          <Stack>
            <Select
              label={t('tags.settings.mergeInto')}
              data={(tags.data ?? [])
                .filter((tag) => tag.id !== dialog.tag.id)
                .map((tag) => ({ value: tag.id, label: tag.text }))}
              value={into}
              onChange={setInto}
              searchable
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('forms.cancel')}
              </Button>
              <Button
                loading={busy}
                disabled={!into}
                onClick={() =>
                  void run(
                    () => mergeTag(organisationId, dialog.tag.id, into!),
                    (answer: { tag: Tag; moved: number }) =>
                      t('tags.settings.merged', {
                        from: dialog.tag.text,
                        into: answer.tag.text,
                        count: answer.moved,
                      }),
                  )
                }
              >
                {t('tags.settings.merge')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          opened
          title={t('tags.settings.deleteTitle', { text: dialog.tag.text })}
          message={t('tags.settings.deleteConfirm', { text: dialog.tag.text, count: dialogUsage ?? 0 })}
          pending={busy}
          onYes={() =>
            void run(
              () => deleteTag(organisationId, dialog.tag.id),
              () => t('tags.settings.deleted', { text: dialog.tag.text }),
            )
          }
          onNo={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
