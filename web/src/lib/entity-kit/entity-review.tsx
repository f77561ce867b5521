import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { showSaveFailure } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import { reviewEntityRange } from './entity-api';
import type { AnyItem, EntityView, ProjectRef } from './entity-view';

const day = (value: string) => formatDate(`${value.slice(0, 10)}T00:00:00`);
/** Out of action: finished or stopped, so no review is due (spec §4). */
const outOfAction = (item: AnyItem) =>
  item.progressStatus === ProgressStatus.COMPLETED || item.progressStatus === ProgressStatus.CANCELLED;

/** The 'last reviewed' badge and next review due of a reviewed item, unless it is out of action (spec §4). */
export function ReviewBadge({ item }: { item: AnyItem }) {
  const { t } = useTranslation();
  const reviewedOn = item.reviewedOn as string | null | undefined;
  if (!reviewedOn || outOfAction(item)) return null;
  const due = item.nextReviewDue as string | null | undefined;
  return (
    <Group gap="xs" data-testid="review-badge">
      <Badge color="teal.9" variant="light">
        {t('entityKit.review.lastReviewed', { date: day(reviewedOn) })}
      </Badge>
      {due && <Text size="sm">{t('entityKit.review.nextDue', { date: day(due) })}</Text>}
    </Group>
  );
}

/** Review the selected items with one comment (`review-range`): the selection bar's review. */
export function EntityReviewButton({
  view,
  project,
  ids,
  onDone,
}: {
  view: EntityView;
  project: ProjectRef;
  ids: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        {t('entityKit.review.button')}
      </Button>
    );
  const submit = async () => {
    setBusy(true);
    try {
      await reviewEntityRange(view, project, ids, comment);
      showToast(ToastKind.SUCCESS, { message: t('entityKit.review.done', { count: ids.length }) }, t);
      setOpen(false);
      setComment('');
      onDone();
    } catch (error) {
      showSaveFailure(error, t, t(`${view.phrases}.conflict`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        size="xs"
        label={t('entityKit.review.comment')}
        value={comment}
        maxLength={view.commentMax}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Button size="xs" disabled={!comment.trim()} loading={busy} onClick={() => void submit()}>
        {t('entityKit.review.submit')}
      </Button>
    </Group>
  );
}
