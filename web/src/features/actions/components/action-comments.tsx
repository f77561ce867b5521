import { useQueryClient } from '@tanstack/react-query';
import { entityKeys, useAddEntityComment, useEntityComments } from '@/lib/entity-kit/entity-api';
import { CommentsPanel } from '@/ui/comments-panel';
import { addCommentWithToasts, commentItemOf, commentsPanelLabels } from '@/ui/comments-panel-texts';
import { actionCalls, entityRefOf, type ActionComment } from '../api/action-calls';
import type { ActionRef } from '../api/keys';
import { ACTION_COMMENT_MAX_LENGTH } from './action-form-rules';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/** An action's comments and review notes; people with action edit rights can add one. */
export function ActionComments({ actionRef, mayComment }: { actionRef: ActionRef; mayComment: boolean }) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const queryClient = useQueryClient();
  const ref = entityRefOf(actionRef);
  const comments = useEntityComments<ActionComment>(actionCalls, ref);
  // The action (its note count) reloads with its comments before the add settles.
  const add = useAddEntityComment(actionCalls, ref, () =>
    queryClient.invalidateQueries({ queryKey: entityKeys.one(actionCalls, ref) }),
  );
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
          ? (comment) => addCommentWithToasts(t, 'actionDetail', add.mutateAsync(comment))
          : undefined
      }
    />
  );
}
