/** Organisation settings flags (spec §3). The spec names them; the keys are ours. */
export const OrganisationSetting = {
  CUSTOM_PROPERTIES_ENABLED: 'customPropertiesEnabled',
  VISUALISATIONS_ENABLED: 'visualisationsEnabled',
  TAGS_ENABLED: 'tagsEnabled',
} as const;
export type OrganisationSetting = (typeof OrganisationSetting)[keyof typeof OrganisationSetting];

/** Settings travel as strings (response headers, spec §7); '1' means on. */
export const SETTING_ON = '1';
export const SETTING_OFF = '0';

export type OrganisationSettings = Partial<Record<string, string | null | undefined>>;

/** Only the exact string '1' turns a flag on: a missing, blank or 'true' value leaves it off. */
export function isSettingOn(
  settings: OrganisationSettings | null | undefined,
  setting: OrganisationSetting,
): boolean {
  return settings?.[setting] === SETTING_ON;
}
