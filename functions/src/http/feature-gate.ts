import { ClientErrorCode } from '@tandem/shared/core/error-codes';
import { isSettingOn, OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import type { Caller } from './caller';
import { HttpError } from './http-error';

/** What a refusal says, per switch: what is off, and who can switch it on. */
export const FEATURE_OFF_MESSAGE: Record<OrganisationSetting, string> = {
  [OrganisationSetting.VISUALISATIONS_ENABLED]:
    'Visualisations are switched off for this organisation. An admin can switch them on in the organisation settings.',
  [OrganisationSetting.TAGS_ENABLED]:
    'Tags are switched off for this organisation. An owner can switch them on in the organisation settings.',
  [OrganisationSetting.CUSTOM_PROPERTIES_ENABLED]:
    'Custom fields are switched off for this organisation. An owner can switch them on in the organisation settings.',
};

const reasonOf: Record<OrganisationSetting, string> = {
  [OrganisationSetting.VISUALISATIONS_ENABLED]: 'visualisations-off',
  [OrganisationSetting.TAGS_ENABLED]: 'tags-off',
  [OrganisationSetting.CUSTOM_PROPERTIES_ENABLED]: 'custom-properties-off',
};

/**
 * An organisation feature switch (spec §3 organisation settings): while it is off, the endpoints of
 * the feature answer a 403 that says why. The caller's settings are those of this request (cached
 * per Lambda for 30 s; the settings write drops its own Lambda's cache at once).
 */
export function requireFeature(caller: Caller, organisationId: string, setting: OrganisationSetting): void {
  if (!isSettingOn(caller.settings[organisationId], setting))
    throw new HttpError(403, FEATURE_OFF_MESSAGE[setting], ClientErrorCode.ACCESS_DENIED, {
      reason: reasonOf[setting],
    });
}

/** Wraps an implementation so it first checks the organisation's switch. */
export const featureGated =
  (setting: OrganisationSetting) =>
  <I extends { caller: Caller; params: { organisationId: string } }, R>(implementation: (input: I) => R) =>
  (input: I): R => {
    requireFeature(input.caller, input.params.organisationId, setting);
    return implementation(input);
  };
