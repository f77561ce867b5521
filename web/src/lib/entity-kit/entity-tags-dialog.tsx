import { Button, CloseButton, Group, Modal, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from '@/lib/tags/tag-input';
import type { Tag } from '@/lib/tags/tags-api';
import '@/lib/i18n/en-gb-tags';

/** Tags to add to the grid's selected items: picked or typed one by one, then added in one call. */
export function EntityTagsDialog({
  organisationId,
  busy,
  onAdd,
  onCancel,
}: {
  organisationId: string;
  busy: boolean;
  onAdd: (tags: Tag[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Tag[]>([]);
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('tags.addToSelectedTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <Stack gap="sm">
        <TagInput
          organisationId={organisationId}
          exclude={chosen.map((tag) => tag.id)}
          onPick={(tag) => setChosen((current) => [...current, tag])}
        />
        <Text size="sm" fw={600}>
          {t('tags.chosen')}
        </Text>
        <Group gap={6} aria-label={t('tags.chosen')} role="list">
          {chosen.map((tag) => (
            <Pill key={tag.id} role="listitem">
              <Group gap={2} wrap="nowrap">
                {tag.text}
                <CloseButton
                  size="xs"
                  aria-label={t('tags.remove', { text: tag.text })}
                  onClick={() => setChosen((current) => current.filter((one) => one.id !== tag.id))}
                />
              </Group>
            </Pill>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('forms.cancel')}
          </Button>
          <Button disabled={chosen.length === 0} loading={busy} onClick={() => onAdd(chosen)}>
            {t('tags.addToSelected')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
