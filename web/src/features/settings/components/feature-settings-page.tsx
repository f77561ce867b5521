import { Alert, Card, Stack, Switch, Text } from '@mantine/core';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import {
  OrganisationSetting,
  SETTING_OFF,
  SETTING_ON,
} from '@tandem/shared/organisations/organisation-settings';
import { canCall } from '@/lib/endpoint-permissions';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/lib/permissions-store';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { useOrganisationSettings } from '../api/get-organisation-settings';
import { useUpdateOrganisationSettings } from '../api/update-organisation-settings';
import { SettingsHeader } from './settings-tabs';
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
    <Stack gap="lg">
      <SettingsHeader organisationId={organisationId} />
      <Text>{t('orgSettings.featuresIntro')}</Text>
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(ErrorMessage.LOAD_DATA_FAILED)}
        </Alert>
      )}
      {settings.data && (
        <Card withBorder maw={640}>
          <Stack gap="lg">
            {flags.map(({ key, help }) => {
              const on = settings.data[key] === SETTING_ON;
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
                        body: { [key]: next ? SETTING_ON : SETTING_OFF, version: settings.data.version },
                      },
                      {
                        onSuccess: () =>
                          toastSaved(
                            t,
                            t('orgSettings.featureSaved', {
                              feature,
                              state: t(next ? 'orgSettings.on' : 'orgSettings.off'),
                            }),
                          ),
                        onError: (error) => {
                          if (toastSaveFailed(t, error).conflict) void settings.refetch();
                        },
                      },
                    );
                  }}
                />
              );
            })}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
