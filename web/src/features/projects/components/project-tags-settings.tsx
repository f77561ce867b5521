import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { tagKeys } from '@/lib/tags/tags-api';
import { TagsSection } from '@/lib/tags/tags-section';
import { useFeatureOn } from '@/lib/use-feature-on';
import { addProjectTag, projectTagsQueryOptions, removeProjectTag } from '../api/project-tags';

/** The project's own tags on its settings page; hidden (and not read) while the organisation's tags are off. */
export function ProjectTagsSettings({
  organisationId,
  projectId,
}: {
  organisationId: string;
  projectId: string;
}) {
  const queryClient = useQueryClient();
  const on = useFeatureOn(organisationId, OrganisationSetting.TAGS_ENABLED);
  const mayEdit = canCall(usePermissions(), 'addProjectTag', { organisationId, projectId });
  const options = projectTagsQueryOptions(organisationId, projectId);
  const tags = useQuery({ ...options, enabled: on });
  return (
    <TagsSection
      organisationId={organisationId}
      tags={tags.data ?? []}
      mayEdit={mayEdit}
      on={on}
      add={(tagId) => addProjectTag(organisationId, projectId, tagId)}
      remove={(tagId) => removeProjectTag(organisationId, projectId, tagId)}
      onChanged={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: options.queryKey }),
          // The organisation's tags page counts this use.
          queryClient.invalidateQueries({ queryKey: tagKeys.all(organisationId) }),
        ])
      }
      testId="project-tags"
    />
  );
}
