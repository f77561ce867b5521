import { ToastKind } from '@tandem/shared/core/toasts';
import { useTranslation } from 'react-i18next';
import { notifySaveError } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import { CommentsPanel } from '@/ui/comments-panel';
import { useAddActionComment } from '../api/add-action-comment';
import type { ActionRef } from '../api/get-action';
import { useActionComments } from '../api/list-action-comments';
import { ACTION_COMMENT_MAX_LENGTH } from './action-form-rules';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-action-detail';

/** An action's comments and review notes; people with action edit rights can add one. */
export function ActionComments({ actionRef, mayComment }: { actionRef: ActionRef; mayComment: boolean }) {
  const { t } = useTranslation();
  const comments = useActionComments(actionRef);
  const add = useAddActionComment();
  return (
    <CommentsPanel
      comments={comments.data?.map((comment) => ({
        id: comment.id,
        text: comment.comment,
        author: comment.createdByName,
        createdAt: comment.createdAt,
        ...(comment.kind === 'review' && { badge: t('actionDetail.comments.review') }),
      }))}
      loading={comments.isPending}
      error={comments.isError}
      maxLength={ACTION_COMMENT_MAX_LENGTH}
      adding={add.isPending}
      labels={{
        title: t('actionDetail.sections.comments'),
        empty: t('actionDetail.comments.empty'),
        loadFailed: t('actionDetail.comments.loadFailed'),
        field: t('actionDetail.comments.field'),
        add: t('actionDetail.comments.add'),
        required: t('actionDetail.comments.required'),
        tooLong: t('actionDetail.comments.tooLong', { max: ACTION_COMMENT_MAX_LENGTH }),
        showMore: (count) => t('actionDetail.comments.showMore', { count }),
        showLess: t('actionDetail.comments.showLess'),
      }}
      onAdd={
        mayComment
          ? (comment) =>
              add.mutateAsync({ ...actionRef, comment }).then(
                () => showToast(ToastKind.SUCCESS, { message: t('actionDetail.comments.added') }, t),
                (error: unknown) => {
                  notifySaveError(error, t);
                  throw error;
                },
              )
          : undefined
      }
    />
  );
}
