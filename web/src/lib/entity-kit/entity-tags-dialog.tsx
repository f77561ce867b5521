import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from '@/lib/tags/tag-input';
import { TagPills } from '@/lib/tags/tag-pills';
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
        <TagPills
          tags={chosen}
          label={t('tags.chosen')}
          onRemove={(tag) => setChosen((current) => current.filter((one) => one.id !== tag.id))}
        />
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
