import { Button, Group, NumberInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { useSaveVisualisationSettings, useVisualisationSettings, type VisualisationSettings } from './api';
import '@/lib/i18n/en-gb-visualisations';

/** The organisation's thresholds and capacity line, editable by owners (others do not see the form). */
export function ThresholdSettings({ organisationId }: { organisationId: string }) {
  const permissions = usePermissions();
  const mayEdit = canCall(permissions, 'updateVisualisationSettings', { organisationId });
  const settings = useVisualisationSettings(organisationId);
  if (!mayEdit || !settings.data) return null;
  // Keyed by version: a save (or someone else's) starts the form again from what is stored.
  return <SettingsForm key={settings.data.version} organisationId={organisationId} stored={settings.data} />;
}

function SettingsForm({ organisationId, stored }: { organisationId: string; stored: VisualisationSettings }) {
  const { t } = useTranslation();
  const save = useSaveVisualisationSettings(organisationId);
  const [values, setValues] = useState({
    amberFrom: stored.amberFrom,
    redFrom: stored.redFrom,
    capacity: stored.capacity,
  });
  const field = (key: keyof typeof values) => (
    <NumberInput
      label={t(`visualisations.settings.${key}`)}
      value={values[key]}
      min={1}
      allowDecimal={false}
      onChange={(value) => setValues((previous) => ({ ...previous, [key]: Number(value) || 0 }))}
    />
  );
  return (
    <Stack gap="xs" component="section" aria-label={t('visualisations.settings.title')}>
      <Title order={2} size="h5">
        {t('visualisations.settings.title')}
      </Title>
      <Group align="end">
        {field('amberFrom')}
        {field('redFrom')}
        {field('capacity')}
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { ...values, version: stored.version },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('visualisations.settings.saved') }),
                onError: () =>
                  notifications.show({ color: 'red', message: t('visualisations.settings.failed') }),
              },
            )
          }
        >
          {t('visualisations.settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
