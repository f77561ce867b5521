import { CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-tags';

type ChosenTag = { id: string; text: string };

/** The tags chosen so far, as a list of pills each with its own remove button. */
export function TagPills<T extends ChosenTag>({
  tags,
  label,
  onRemove,
}: {
  tags: readonly T[];
  label: string;
  onRemove: (tag: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} aria-label={label} role="list">
      {tags.map((tag) => (
        <Pill key={tag.id} role="listitem">
          <Group gap={2} wrap="nowrap">
            {tag.text}
            <CloseButton
              size="xs"
              aria-label={t('tags.remove', { text: tag.text })}
              onClick={() => onRemove(tag)}
            />
          </Group>
        </Pill>
      ))}
    </Group>
  );
}
