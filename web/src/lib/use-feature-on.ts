import {
  isSettingOn,
  type OrganisationSetting,
  type OrganisationSettings,
} from '@tandem/shared/organisations/organisation-settings';
import { useOrganisationSettings } from './permissions-store';

/**
 * Whether an organisation feature switch (spec §3 organisation settings: tags, custom properties,
 * visualisations) is on, from the settings every response carries, so a change reaches every user
 * with their next call. Until the settings arrive a feature counts as on (nothing flickers away);
 * the API refuses the feature's writes while it is off.
 */
export function featureOn(
  settings: Record<string, OrganisationSettings | undefined>,
  organisationId: string,
  setting: OrganisationSetting,
  /** What counts before the settings arrive (false where being on costs a call). */
  unknown = true,
): boolean {
  const own = settings[organisationId];
  return own === undefined ? unknown : isSettingOn(own, setting);
}

export const useFeatureOn = (organisationId: string, setting: OrganisationSetting, unknown = true): boolean =>
  featureOn(useOrganisationSettings(), organisationId, setting, unknown);
