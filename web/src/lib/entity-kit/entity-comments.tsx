import { ToastKind } from '@tandem/shared/core/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySaveError } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import { CommentsPanel } from '@/ui/comments-panel';
import { entityKeys, useAddEntityComment, useEntityComments } from './entity-api';
import type { EntityRef, EntityView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

/** An item's comments; people with edit rights can add one. */
export function EntityComments({
  view,
  entityRef,
  mayComment,
}: {
  view: EntityView;
  entityRef: EntityRef;
  mayComment: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const comments = useEntityComments(view, entityRef);
  const add = useAddEntityComment(view, entityRef);
  return (
    <CommentsPanel
      comments={comments.data?.map((comment) => ({
        id: comment.id,
        text: comment.comment,
        author: comment.createdByName,
        createdAt: comment.createdAt,
      }))}
      loading={comments.isPending}
      error={comments.isError}
      maxLength={view.commentMax}
      adding={add.isPending}
      labels={{
        title: t('entityKit.sections.comments'),
        empty: t('entityKit.comments.empty'),
        loadFailed: t('entityKit.comments.loadFailed'),
        field: t('entityKit.comments.field'),
        add: t('entityKit.comments.add'),
        required: t('entityKit.comments.required'),
        tooLong: t('entityKit.comments.tooLong', { max: view.commentMax }),
        showMore: (count) => t('entityKit.comments.showMore', { count }),
        showLess: t('entityKit.comments.showLess'),
      }}
      onAdd={
        mayComment
          ? (comment) =>
              add.mutateAsync(comment).then(
                () => {
                  showToast(ToastKind.SUCCESS, { message: t('entityKit.comments.added') }, t);
                  return queryClient.invalidateQueries({ queryKey: entityKeys.one(view, entityRef) });
                },
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
