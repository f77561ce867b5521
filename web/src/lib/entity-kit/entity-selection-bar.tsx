import { Button, Group, Text } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import { deleteEntityRange, duplicateEntities } from './entity-grid-api';
import { hasEndpoint } from '@/lib/endpoint-permissions';
import { entityEndpointIds, itemNameOf, type AnyItem, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

// The confirmation (Mantine's modal) loads when it is first asked for, not with the grid page.
const ConfirmModal = lazy(() =>
  import('@/ui/confirm-modal').then((module) => ({ default: module.ConfirmModal })),
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
}: {
  view: EntityView;
  project: ProjectRef;
  selected: readonly AnyItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (selected.length === 0) return null;
  const ids = selected.map((item) => item.id);
  const count = selected.length;
  const names = selected.map((item) => `‘${itemNameOf(view as EntityView, item)}’`).join(', ');

  const run = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await write();
      showToast(ToastKind.SUCCESS, { message: done }, t);
      onDone();
    } catch (error) {
      showSaveFailure(error, t, t(`${view.phrases}.conflict`));
    } finally {
      setBusy(false);
      setConfirming(false);
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
      <Button color="red" size="xs" disabled={busy} onClick={() => setConfirming(true)}>
        {t('entityKit.grid.delete')}
      </Button>
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
