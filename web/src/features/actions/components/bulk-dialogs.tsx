import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addEntityTags,
  bulkUpdateEntities,
  deleteEntityRange,
  reviewEntityRange,
} from '@/lib/entity-kit/entity-api';
import { showToast } from '@/lib/toasts';
import { TagInput } from '@/lib/tags/tag-input';
import { TagPills } from '@/lib/tags/tag-pills';
import type { Tag } from '@/lib/tags/tags-api';
import '@/lib/i18n/en-gb-tags';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { actionCalls, type BulkUpdateActionsBody } from '../api/action-calls';
import { useActionStakeholderEmails } from '../api/get-action-stakeholder-emails';
import type { ProjectRef } from '../api/keys';
import type { Action } from '../api/list-actions';

export type BulkDialogKind = 'update' | 'delete' | 'review' | 'tags' | 'emails';
/** RAG and progress choices, from the grid (this chunk imports nothing of the grid's chunk). */
export type BulkChoices = Record<'ragStatus' | 'progressStatus', { value: number; label: string }[]>;
export type BulkResult = { updated: string[]; skipped: { id: string; reason: string }[] };

/**
 * The dialogs of the grid's bulk operations; their own chunk, loaded when one first opens.
 * `onDone` receives the result of a write and the phrase key of its success toast.
 */
export default function BulkDialog({
  kind,
  choices,
  project,
  selected,
  onClose,
  onDone,
}: {
  kind: BulkDialogKind;
  choices: BulkChoices;
  project: ProjectRef;
  selected: Action[];
  onClose: () => void;
  onDone: (result: BulkResult | null, messageKey: string, toastKind?: ToastKind) => void;
}) {
  const ids = selected.map((action) => action.id);
  switch (kind) {
    case 'update':
      return (
        <BulkUpdateModal
          choices={choices}
          project={project}
          ids={ids}
          onClose={onClose}
          onSaved={(result) => onDone(result, 'actionItems.bulkUpdated')}
        />
      );
    case 'delete':
      return (
        <DeleteModal
          project={project}
          selected={selected}
          onClose={onClose}
          onDeleted={(result) => onDone(result, 'actionItems.deleted')}
        />
      );
    case 'review':
      return (
        <ReviewModal
          project={project}
          ids={ids}
          onClose={onClose}
          onReviewed={(result) => onDone(result, 'actionItems.reviewed', ToastKind.REVIEW_COMPLETED)}
        />
      );
    case 'tags':
      return (
        <TagsModal
          project={project}
          ids={ids}
          onClose={onClose}
          onAdded={(result) => onDone(result, 'actionItems.tagsAdded')}
        />
      );
    case 'emails':
      return <EmailsModal project={project} ids={ids} onClose={onClose} />;
  }
}

function Buttons({ onClose, busy, disabled }: { onClose: () => void; busy: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('forms.cancel')}
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {t('forms.save')}
      </Button>
    </Group>
  );
}

function BulkUpdateModal({
  choices,
  project,
  ids,
  onClose,
  onSaved,
}: {
  choices: BulkChoices;
  project: ProjectRef;
  ids: string[];
  onClose: () => void;
  onSaved: (result: BulkResult) => void;
}) {
  const { t } = useTranslation();
  const update = useMutation({
    mutationFn: (body: BulkUpdateActionsBody) => bulkUpdateEntities(actionCalls, project, body),
  });
  const [rag, setRag] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const nothing = rag === null && progress === null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('actionItems.bulkUpdateTitle', { count: ids.length })}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (nothing) return;
          update.mutate(
            {
              actionIds: ids,
              ...(rag !== null && { ragStatus: Number(rag) as -1 | 1 | 2 | 3 }),
              ...(progress !== null && { progressStatus: Number(progress) as 1 | 2 | 3 | 4 | 5 | 6 | 7 }),
            },
            { onSuccess: onSaved, onError: (error) => toastSaveFailed(t, error) },
          );
        }}
      >
        <Stack>
          <Select
            label={t('actionItems.filterRag')}
            clearable
            data={choices.ragStatus.map((option) => ({ value: String(option.value), label: option.label }))}
            value={rag}
            onChange={setRag}
          />
          <Select
            label={t('actionItems.filterProgress')}
            clearable
            data={choices.progressStatus.map((option) => ({
              value: String(option.value),
              label: option.label,
            }))}
            value={progress}
            onChange={setProgress}
          />
          {nothing && (
            <Text size="sm" c="dimmed">
              {t('actionItems.chooseSomething')}
            </Text>
          )}
          <Buttons onClose={onClose} busy={update.isPending} disabled={nothing} />
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteModal({
  project,
  selected,
  onClose,
  onDeleted,
}: {
  project: ProjectRef;
  selected: Action[];
  onClose: () => void;
  onDeleted: (result: BulkResult) => void;
}) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: (actionIds: string[]) => deleteEntityRange(actionCalls, project, actionIds),
  });
  const names = selected.map((action) => `“${action.name}”`).join(', ');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('actionItems.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <Text mb="md">{t('actionItems.deleteConfirm', { names })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('forms.no')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              selected.map((action) => action.id),
              { onSuccess: onDeleted, onError: (error) => toastSaveFailed(t, error) },
            )
          }
        >
          {t('forms.yes')}
        </Button>
      </Group>
    </Modal>
  );
}

function ReviewModal({
  project,
  ids,
  onClose,
  onReviewed,
}: {
  project: ProjectRef;
  ids: string[];
  onClose: () => void;
  onReviewed: (result: BulkResult) => void;
}) {
  const { t } = useTranslation();
  const review = useMutation({
    mutationFn: ({ actionIds, comment }: { actionIds: string[]; comment: string }) =>
      reviewEntityRange(actionCalls, project, actionIds, comment),
  });
  const [comment, setComment] = useState('');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('actionItems.reviewTitle', { count: ids.length })}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate(
            { actionIds: ids, comment },
            { onSuccess: onReviewed, onError: (error) => toastSaveFailed(t, error) },
          );
        }}
      >
        <Stack>
          <Textarea
            label={t('actionItems.reviewComment')}
            value={comment}
            maxLength={4000}
            autosize
            minRows={3}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Buttons onClose={onClose} busy={review.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Tags to add to the selected actions, as impacts add theirs: any tag of the organisation picked from
 * its suggestions, or a new one typed and created on Enter (spec §4), then all added in one call.
 */
function TagsModal({
  project,
  ids,
  onClose,
  onAdded,
}: {
  project: ProjectRef;
  ids: string[];
  onClose: () => void;
  onAdded: (result: BulkResult) => void;
}) {
  const { t } = useTranslation();
  const add = useMutation({
    mutationFn: ({ actionIds, tagIds }: { actionIds: string[]; tagIds: string[] }) =>
      addEntityTags(actionCalls, project, actionIds, tagIds),
  });
  const [chosen, setChosen] = useState<Tag[]>([]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('actionItems.addTagsTitle', { count: ids.length })}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { actionIds: ids, tagIds: chosen.map((tag) => tag.id) },
            { onSuccess: onAdded, onError: (error) => toastSaveFailed(t, error) },
          );
        }}
      >
        <Stack>
          <TagInput
            organisationId={project.organisationId}
            exclude={chosen.map((tag) => tag.id)}
            onPick={(tag) => setChosen((current) => [...current, tag])}
          />
          <TagPills
            tags={chosen}
            label={t('tags.chosen')}
            onRemove={(tag) => setChosen((current) => current.filter((one) => one.id !== tag.id))}
          />
          <Buttons onClose={onClose} busy={add.isPending} disabled={chosen.length === 0} />
        </Stack>
      </form>
    </Modal>
  );
}

function EmailsModal({ project, ids, onClose }: { project: ProjectRef; ids: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const emails = useActionStakeholderEmails(project, ids);
  const text = (emails.data ?? []).join(', ');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('actionItems.stakeholderEmailsTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <Stack>
        {emails.isError && (
          <Text size="sm" c="red.8" role="alert">
            {t('errors.loadData')}
          </Text>
        )}
        {emails.isSuccess && emails.data.length === 0 && <Text size="sm">{t('actionItems.noEmails')}</Text>}
        {text && (
          <Text size="sm" data-testid="stakeholder-emails" style={{ wordBreak: 'break-all' }}>
            {text}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            disabled={!text}
            onClick={() =>
              void navigator.clipboard
                .writeText(text)
                .then(() => showToast(ToastKind.SUCCESS, { message: t('actionItems.copied') }, t))
                .catch((error: unknown) => toastSaveFailed(t, error))
            }
          >
            {t('actionItems.copy')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('forms.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
