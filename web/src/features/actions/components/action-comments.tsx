import { useTranslation } from 'react-i18next';
import { CommentsPanel } from '@/ui/comments-panel';
import { addCommentWithToasts, commentItemOf, commentsPanelLabels } from '@/ui/comments-panel-texts';
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
      comments={comments.data?.map((comment) =>
        commentItemOf(comment, comment.kind === 'review' ? t('actionDetail.comments.review') : undefined),
      )}
      loading={comments.isPending}
      error={comments.isError}
      maxLength={ACTION_COMMENT_MAX_LENGTH}
      adding={add.isPending}
      labels={commentsPanelLabels(t, 'actionDetail', ACTION_COMMENT_MAX_LENGTH)}
      onAdd={
        mayComment
          ? (comment) => addCommentWithToasts(t, 'actionDetail', add.mutateAsync({ ...actionRef, comment }))
          : undefined
      }
    />
  );
}
