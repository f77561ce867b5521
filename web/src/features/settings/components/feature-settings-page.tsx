import { Stack, Switch } from '@mantine/core';
import {
  OrganisationSetting,
  SETTING_OFF,
  SETTING_ON,
} from '@tandem/shared/organisations/organisation-settings';
import { canCall } from '@/lib/endpoint-permissions';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { useOrganisationSettings } from '../api/get-organisation-settings';
import { useUpdateOrganisationSettings } from '../api/update-organisation-settings';
import { SettingsPageFrame } from './settings-page-frame';
import { settingsSaveOutcome } from './settings-save-outcome';
import { readableDescription } from '@/ui/data-list/readable-styles';

const flags = [
  { key: OrganisationSetting.CUSTOM_PROPERTIES_ENABLED, help: 'orgSettings.customPropertiesHelp' },
  { key: OrganisationSetting.VISUALISATIONS_ENABLED, help: 'orgSettings.visualisationsHelp' },
  { key: OrganisationSetting.TAGS_ENABLED, help: 'orgSettings.tagsHelp' },
] as const;

/**
 * `settings` (owner or more): the organisation's feature flags, one switch each ('1' on). A switch
 * saves at once with the version on screen; if someone changed the settings meanwhile (409) the
 * user is told and the latest values load.
 */
export function FeatureSettingsPage({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const target = { organisationId };
  const mayView = canCall(permissions, 'getOrganisationSettings', target);
  const mayEdit = canCall(permissions, 'updateOrganisationSettings', target);
  const settings = useOrganisationSettings(organisationId, { enabled: mayView });
  const update = useUpdateOrganisationSettings({ organisationId });

  if (!mayView) return <NoViewAccess />;

  return (
    <SettingsPageFrame
      organisationId={organisationId}
      intro={t('orgSettings.featuresIntro')}
      settings={settings}
    >
      {(data) => (
        <Stack gap="lg">
          {flags.map(({ key, help }) => {
            const on = data[key] === SETTING_ON;
            const feature = t(`orgSettings.${key}`);
            return (
              <Switch
                key={key}
                label={feature}
                description={t(help)}
                styles={readableDescription}
                checked={on}
                disabled={!mayEdit || update.isPending || settings.isFetching}
                data-testid={`setting-${key}`}
                onChange={(event) => {
                  const next = event.currentTarget.checked;
                  update.mutate(
                    {
                      organisationId,
                      body: { [key]: next ? SETTING_ON : SETTING_OFF, version: data.version },
                    },
                    settingsSaveOutcome(
                      t,
                      t('orgSettings.featureSaved', {
                        feature,
                        state: t(next ? 'orgSettings.on' : 'orgSettings.off'),
                      }),
                      () => void settings.refetch(),
                    ),
                  );
                }}
              />
            );
          })}
        </Stack>
      )}
    </SettingsPageFrame>
  );
}
