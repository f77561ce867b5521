import { CloseButton, Group, Pill, Stack, Text } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import { DetailSection } from '@/ui/detail-section';
import { TagInput } from './tag-input';
import type { Tag } from './tags-api';
import '@/lib/i18n/en-gb-tags';

/**
 * The tags section of anything tagged (a kit item, a project; spec §3 tag associations): pills, each
 * removable, and the tag input for editors. Hidden while the organisation's tags are off (`on`),
 * except that a tag being typed when the switch-off arrives (any answer carries the settings, the
 * input's own search too) keeps its input until its write is answered: the person sees the server's
 * refusal instead of the input vanishing under their keys. `onChanged` runs after every write,
 * refused or not, so the tags shown are reloaded.
 */
export function TagsSection({
  organisationId,
  tags,
  mayEdit,
  on,
  add,
  remove,
  onChanged,
  testId,
}: {
  organisationId: string;
  tags: readonly Tag[];
  mayEdit: boolean;
  on: boolean;
  add: (tagId: string) => Promise<unknown>;
  remove: (tagId: string) => Promise<unknown>;
  onChanged: () => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [inUse, setInUse] = useState(false);
  const change = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      showToast(ToastKind.SUCCESS, { message: done }, t);
    } catch (error) {
      showSaveFailure(error, t);
    }
    await onChanged();
  };
  if (!on && !inUse) return null;
  return (
    <DetailSection title={t('tags.tags')}>
      <Stack gap="xs" data-testid={testId}>
        {tags.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('tags.noTags')}
          </Text>
        ) : (
          <Group
            gap={6}
            component="ul"
            aria-label={t('tags.tags')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {tags.map((tag) => (
              <Pill key={tag.id} component="li" size="md">
                <Group gap={2} wrap="nowrap">
                  {tag.text}
                  {mayEdit && (
                    <CloseButton
                      size="xs"
                      aria-label={t('tags.remove', { text: tag.text })}
                      onClick={() => void change(() => remove(tag.id), t('tags.removed', { text: tag.text }))}
                    />
                  )}
                </Group>
              </Pill>
            ))}
          </Group>
        )}
        {mayEdit && (
          <TagInput
            organisationId={organisationId}
            exclude={tags.map((tag) => tag.id)}
            onPick={(tag) => change(() => add(tag.id), t('tags.added', { text: tag.text }))}
            onInUse={setInUse}
          />
        )}
      </Stack>
    </DetailSection>
  );
}
