import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { useMemo } from 'react';
import { useCustomFields, type CustomField } from '@/lib/tags/custom-fields-api';
import { useFeatureOn } from '@/lib/use-feature-on';
import type { EntityView } from './entity-view';

/**
 * What an entity shows beyond its declared fields, by its opt-ins and the organisation's switches:
 * tags (view `tags` and tags switched on) and the custom fields defined for its kind (view
 * `customFields` and custom properties switched on). Switching either off hides them everywhere.
 */
export function useEntityExtras(view: EntityView, organisationId: string) {
  const tagsOn = useFeatureOn(organisationId, OrganisationSetting.TAGS_ENABLED);
  // The definitions are a call: only once the settings say custom properties are on.
  const customOn = useFeatureOn(organisationId, OrganisationSetting.CUSTOM_PROPERTIES_ENABLED, false);
  const wantsCustom = !!view.customFields && customOn;
  const fields = useCustomFields(organisationId, wantsCustom);
  const customFields = useMemo<CustomField[]>(
    () => (wantsCustom ? (fields.data ?? []).filter((field) => field.entityKinds.includes(view.name)) : []),
    [wantsCustom, fields.data, view.name],
  );
  return { tags: !!view.tags && tagsOn, customFields };
}
