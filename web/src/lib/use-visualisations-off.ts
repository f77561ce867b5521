import {
  isSettingOn,
  OrganisationSetting,
  type OrganisationSettings,
} from '@tandem/shared/organisations/organisation-settings';
import { useOrganisationSettings } from './permissions-store';

/**
 * Whether the organisation has switched visualisations off (spec §3 organisation settings). Only
 * settings the server has sent count: before they arrive nothing is hidden, and the API itself
 * refuses the visualisation endpoints while they are off.
 */
export function visualisationsOff(
  settings: Record<string, OrganisationSettings | undefined>,
  organisationId: string,
): boolean {
  const own = settings[organisationId];
  return own !== undefined && !isSettingOn(own, OrganisationSetting.VISUALISATIONS_ENABLED);
}

export const useVisualisationsOff = (organisationId: string): boolean =>
  visualisationsOff(useOrganisationSettings(), organisationId);
