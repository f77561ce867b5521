import { Button, Group, Text } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toasts';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { duplicateEntities } from '@/lib/entity-kit/entity-api';
import { toastRangeResult } from '@/lib/entity-kit/entity-range-toast';
import { actionCalls } from '../api/action-calls';
import type { ProjectRef } from '../api/keys';
import type { Action } from '../api/list-actions';
import { ACTION_BULK_MAX } from '@tandem/shared/actions/limits';
import type { BulkChoices, BulkDialogKind, BulkResult } from './bulk-dialogs';

const BulkDialog = lazy(() => import('./bulk-dialogs'));

type Dialog = BulkDialogKind | null;

/**
 * The toolbar of the grid's selection: bulk update, duplicate, delete, review, add tags (action
 * edit) and stakeholder emails (action view). Every write reloads the grid and clears the selection.
 */
export function BulkActions({
  project,
  selected,
  mayEdit,
  mayTag = true,
  onDone,
  choices,
}: {
  project: ProjectRef;
  choices: BulkChoices;
  selected: Action[];
  mayEdit: boolean;
  /** The organisation's tags are on. */
  mayTag?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const duplicate = useMutation({
    mutationFn: (actionIds: string[]) => duplicateEntities(actionCalls, project, actionIds),
  });
  const close = () => setDialog(null);
  const ids = selected.map((action) => action.id);
  const count = ids.length;
  if (count === 0) return null;
  const tooMany = count > ACTION_BULK_MAX;

  const toastBulk = (result: BulkResult, key: string, kind: ToastKind = ToastKind.SUCCESS) =>
    toastRangeResult(t, result, key, 'actionItems.bulkSkipped', kind);
  const finished = () => {
    close();
    onDone();
  };

  return (
    <Group gap="xs" role="toolbar" aria-label={t('actionItems.selected', { count })}>
      <Text size="sm" fw={600} data-testid="selection-count">
        {t('actionItems.selected', { count })}
      </Text>
      {tooMany && (
        <Text size="sm" c="red.8">
          {t('actionItems.tooMany', { max: ACTION_BULK_MAX })}
        </Text>
      )}
      {mayEdit && (
        <>
          <Button size="xs" disabled={tooMany} onClick={() => setDialog('update')}>
            {t('actionItems.bulkUpdate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={tooMany}
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(ids, {
                onSuccess: (created) => {
                  showToast(
                    ToastKind.SUCCESS,
                    { message: t('actionItems.duplicated', { count: created.length }) },
                    t,
                  );
                  onDone();
                },
                onError: (error) => toastSaveFailed(t, error),
              })
            }
          >
            {t('actionItems.duplicate')}
          </Button>
          <Button size="xs" variant="light" disabled={tooMany} onClick={() => setDialog('review')}>
            {t('actionItems.review')}
          </Button>
          {mayTag && (
            <Button size="xs" variant="light" disabled={tooMany} onClick={() => setDialog('tags')}>
              {t('actionItems.addTags')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={tooMany}
            onClick={() => setDialog('delete')}
          >
            {t('actionItems.delete')}
          </Button>
        </>
      )}
      <Button size="xs" variant="light" disabled={tooMany} onClick={() => setDialog('emails')}>
        {t('actionItems.stakeholderEmails')}
      </Button>
      <Button size="xs" variant="subtle" onClick={onDone}>
        {t('actionItems.clearSelection')}
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          <BulkDialog
            kind={dialog}
            choices={choices}
            project={project}
            selected={selected}
            onClose={close}
            onDone={(result, messageKey, toastKind) => {
              if (result) toastBulk(result, messageKey, toastKind);
              finished();
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
