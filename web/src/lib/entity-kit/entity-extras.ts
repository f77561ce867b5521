import { customFieldIdOf } from '@tandem/shared/custom-fields/custom-field-key';
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
  const tags = !!view.tags && tagsOn;
  // One object while nothing changes: the grid's columns are built from it, and new column
  // definitions make AG Grid rebuild every column and redraw every cell.
  return useMemo(() => ({ tags, customFields }), [tags, customFields]);
}

/**
 * Whether a sort or filter key still applies: one on tags or on a custom field goes with its switch
 * (a saved or shared list address keeps it, but it no longer narrows what the person sees).
 */
export const keyApplies =
  (extras: { tags: boolean; customFields: readonly CustomField[] }) =>
  (key: string): boolean => {
    if (key === 'tags') return extras.tags;
    const fieldId = customFieldIdOf(key);
    return fieldId ? extras.customFields.some((field) => field.id === fieldId) : true;
  };
