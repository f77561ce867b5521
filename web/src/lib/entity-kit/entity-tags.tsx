import { CloseButton, Group, Pill, Stack, Text } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { TagInput } from '@/lib/tags/tag-input';
import { showToast } from '@/lib/toasts';
import { DetailSection } from '@/ui/detail-section';
import { addEntityTag, entityKeys, removeEntityTag } from './entity-api';
import type { AnyItem, EntityRef, EntityView } from './entity-view';
import '@/lib/i18n/en-gb-tags';

/**
 * An item's tags section: pills, each removable, and the tag input for editors (spec §3 tag
 * associations). Hidden while the organisation's tags are off (`on`), except that a tag being typed
 * when the switch-off arrives (any answer carries the settings, the input's own search too) keeps its
 * input until its write is answered: the person sees the server's refusal instead of the input
 * vanishing under their keys.
 */
export function EntityTags({
  view,
  entityRef,
  item,
  mayEdit,
  on,
}: {
  view: EntityView;
  entityRef: EntityRef;
  item: AnyItem;
  mayEdit: boolean;
  on: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [inUse, setInUse] = useState(false);
  const tags = item.tags ?? [];
  const change = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      showToast(ToastKind.SUCCESS, { message: done }, t);
    } catch (error) {
      showSaveFailure(error, t);
    }
    await queryClient.invalidateQueries({ queryKey: entityKeys.all(view, entityRef) });
  };
  if (!on && !inUse) return null;
  return (
    <DetailSection title={t('tags.tags')}>
      <Stack gap="xs" data-testid="entity-tags">
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
                      onClick={() =>
                        void change(
                          () => removeEntityTag(view, entityRef, tag.id),
                          t('tags.removed', { text: tag.text }),
                        )
                      }
                    />
                  )}
                </Group>
              </Pill>
            ))}
          </Group>
        )}
        {mayEdit && (
          <TagInput
            organisationId={entityRef.organisationId}
            exclude={tags.map((tag) => tag.id)}
            onPick={(tag) =>
              change(() => addEntityTag(view, entityRef, tag.id), t('tags.added', { text: tag.text }))
            }
            onInUse={setInUse}
          />
        )}
      </Stack>
    </DetailSection>
  );
}
