import { Button, Group, Text } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import { addEntityTags, deleteEntityRange, duplicateEntities } from './entity-api';
import { hasEndpoint } from '@/lib/endpoint-permissions';
import { EntityBulkUpdate } from './entity-bulk-update';
import { EntityReviewButton } from './entity-review';
import { entityEndpointIds, itemNameOf, type AnyItem, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import '@/lib/i18n/en-gb-tags';

// The confirmation (Mantine's modal) loads when it is first asked for, not with the grid page.
const ConfirmModal = lazy(() =>
  import('@/ui/confirm-modal').then((module) => ({ default: module.ConfirmModal })),
);
const EntityTagsDialog = lazy(() =>
  import('./entity-tags-dialog').then((module) => ({ default: module.EntityTagsDialog })),
);

/**
 * What can be done to the grid's selected rows (editors only): duplicate them, or delete them after
 * a confirmation naming each one. Both go through the kit's range endpoints in one call.
 */
export function EntitySelectionBar({
  view,
  project,
  selected,
  onDone,
  tags = false,
}: {
  view: EntityView;
  project: ProjectRef;
  /** Offer 'Add tags' (the entity is tagged and the organisation's tags are on). */
  tags?: boolean;
  selected: readonly AnyItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [busy, setBusy] = useState(false);
  if (selected.length === 0) return null;
  const ids = selected.map((item) => item.id);
  const count = selected.length;
  const names = selected.map((item) => `‘${itemNameOf(view as EntityView, item)}’`).join(', ');

  const run = async <A,>(write: () => Promise<A>, done: string | ((answer: A) => string)) => {
    setBusy(true);
    try {
      const answer = await write();
      showToast(ToastKind.SUCCESS, { message: typeof done === 'string' ? done : done(answer) }, t);
      onDone();
    } catch (error) {
      showSaveFailure(error, t, t(`${view.phrases}.conflict`));
    } finally {
      setBusy(false);
      setConfirming(false);
      setTagging(false);
    }
  };

  return (
    <Group
      gap="sm"
      data-testid="selection-bar"
      aria-label={t('entityKit.grid.selected', { count })}
      role="group"
    >
      <Text size="sm" fw={600} aria-live="polite">
        {t('entityKit.grid.selected', { count })}
      </Text>
      {/* Only for an entity that declares `duplicate` (its endpoint is in the contract). */}
      {hasEndpoint(entityEndpointIds(view).duplicate) && (
        <Button
          variant="default"
          size="xs"
          loading={busy && !confirming}
          onClick={() =>
            void run(() => duplicateEntities(view, project, ids), t('entityKit.grid.duplicated', { count }))
          }
        >
          {t('entityKit.grid.duplicate')}
        </Button>
      )}
      <EntityBulkUpdate view={view} project={project} ids={ids} onDone={onDone} />
      {view.review && <EntityReviewButton view={view} project={project} ids={ids} onDone={onDone} />}
      {tags && (
        <Button variant="default" size="xs" disabled={busy} onClick={() => setTagging(true)}>
          {t('tags.addToSelected')}
        </Button>
      )}
      <Button color="red" size="xs" disabled={busy} onClick={() => setConfirming(true)}>
        {t('entityKit.grid.delete')}
      </Button>
      {tagging && (
        <Suspense fallback={null}>
          <EntityTagsDialog
            organisationId={project.organisationId}
            busy={busy}
            onCancel={() => setTagging(false)}
            onAdd={(chosen) =>
              void run(
                () =>
                  addEntityTags(
                    view,
                    project,
                    ids,
                    chosen.map((tag) => tag.id),
                  ),
                // Items that had every tag already are skipped: count those that changed.
                (answer) => t('tags.addedToItems', { count: answer.updated.length }),
              )
            }
          />
        </Suspense>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmModal
            opened
            title={t('entityKit.grid.deleteTitle')}
            message={t('entityKit.grid.deleteConfirm', { count, names })}
            pending={busy}
            onYes={() =>
              void run(() => deleteEntityRange(view, project, ids), t('entityKit.grid.deleted', { count }))
            }
            onNo={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
