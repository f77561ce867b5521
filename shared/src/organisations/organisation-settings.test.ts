import { describe, expect, it } from 'vitest';
import { OrganisationSetting, isSettingOn } from './organisation-settings';

describe('isSettingOn', () => {
  it("is on only for '1'", () => {
    const settings = { tagsEnabled: '1', visualisationsEnabled: '0', customPropertiesEnabled: 'true' };
    expect(isSettingOn(settings, OrganisationSetting.TAGS_ENABLED)).toBe(true);
    expect(isSettingOn(settings, OrganisationSetting.VISUALISATIONS_ENABLED)).toBe(false);
    expect(isSettingOn(settings, OrganisationSetting.CUSTOM_PROPERTIES_ENABLED)).toBe(false);
    expect(isSettingOn({}, OrganisationSetting.TAGS_ENABLED)).toBe(false);
    expect(isSettingOn(undefined, OrganisationSetting.TAGS_ENABLED)).toBe(false);
  });
});
