import { useQueryClient } from '@tanstack/react-query';
import { TagsSection } from '@/lib/tags/tags-section';
import { addEntityTag, entityKeys, removeEntityTag } from './entity-api';
import type { AnyItem, EntityRef, EntityView } from './entity-view';

/** An item's tags section (`TagsSection`), written through the entity's tag calls. */
export function EntityTags({
  view,
  entityRef,
  item,
  mayEdit,
  on,
}: {
  view: EntityView;
  entityRef: EntityRef;
  item: AnyItem;
  mayEdit: boolean;
  on: boolean;
}) {
  const queryClient = useQueryClient();
  return (
    <TagsSection
      organisationId={entityRef.organisationId}
      tags={item.tags ?? []}
      mayEdit={mayEdit}
      on={on}
      add={(tagId) => addEntityTag(view, entityRef, tagId)}
      remove={(tagId) => removeEntityTag(view, entityRef, tagId)}
      onChanged={() => queryClient.invalidateQueries({ queryKey: entityKeys.all(view, entityRef) })}
      testId="entity-tags"
    />
  );
}
