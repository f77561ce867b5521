import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CommentsPanel } from '@/ui/comments-panel';
import { addCommentWithToasts, commentItemOf, commentsPanelLabels } from '@/ui/comments-panel-texts';
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
      comments={comments.data?.map((comment) => commentItemOf(comment))}
      loading={comments.isPending}
      error={comments.isError}
      maxLength={view.commentMax}
      adding={add.isPending}
      labels={commentsPanelLabels(t, 'entityKit', view.commentMax)}
      onAdd={
        mayComment
          ? (comment) =>
              addCommentWithToasts(t, 'entityKit', add.mutateAsync(comment)).then(() =>
                queryClient.invalidateQueries({ queryKey: entityKeys.one(view, entityRef) }),
              )
          : undefined
      }
    />
  );
}
