import { ToastKind } from '@tandem/shared/core/toasts';
import type { TFunction } from 'i18next';
import { notifySaveError } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import type { CommentItem, CommentsPanelLabels } from './comments-panel';

/**
 * The comments panel's texts from a feature's phrases: `<prefix>.sections.comments` for the title and
 * `<prefix>.comments.*` for the rest (actions: `actionDetail`, every kit entity: `entityKit`).
 */
export const commentsPanelLabels = (t: TFunction, prefix: string, max: number): CommentsPanelLabels => ({
  title: t(`${prefix}.sections.comments`),
  empty: t(`${prefix}.comments.empty`),
  loadFailed: t(`${prefix}.comments.loadFailed`),
  field: t(`${prefix}.comments.field`),
  add: t(`${prefix}.comments.add`),
  required: t(`${prefix}.comments.required`),
  tooLong: t(`${prefix}.comments.tooLong`, { max }),
  showMore: (count) => t(`${prefix}.comments.showMore`, { count }),
  showLess: t(`${prefix}.comments.showLess`),
});

/** Adds a comment: `<prefix>.comments.added` on success; a refusal is shown and rethrown (the text stays). */
export const addCommentWithToasts = (t: TFunction, prefix: string, add: Promise<unknown>) =>
  add.then(
    () => showToast(ToastKind.SUCCESS, { message: t(`${prefix}.comments.added`) }, t),
    (error: unknown) => {
      notifySaveError(error, t);
      throw error;
    },
  );

/** A comment as the API answers it (any entity), shown in the panel; `badge` marks e.g. a review. */
export const commentItemOf = (
  comment: { id: string; comment: string; createdByName: string; createdAt: string },
  badge?: string,
): CommentItem => ({
  id: comment.id,
  text: comment.comment,
  author: comment.createdByName,
  createdAt: comment.createdAt,
  ...(badge && { badge }),
});
