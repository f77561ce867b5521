import { Radio, Stack, Text, Title } from '@mantine/core';
import { digestFrequencies, type DigestFrequency } from '@tandem/shared/notifications/notification-kinds';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-notifications';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/** The profile's choice of e-mail digest: never, daily or weekly; saved as soon as it is chosen. */
export function DigestFrequencySetting() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  return (
    <Stack gap="xs" maw={480}>
      <Title order={2} size="h3">
        {t('notifications.digest.title')}
      </Title>
      {settings.isError && (
        <Text c="red.8" role="alert">
          {t('errors.loadData')}
        </Text>
      )}
      {settings.isSuccess && (
        <Radio.Group
          label={t('notifications.digest.label')}
          description={t('notifications.digest.help')}
          value={update.isPending ? update.variables : settings.data.digestFrequency}
          onChange={(value) =>
            update.mutate(value as DigestFrequency, {
              onSuccess: () => notifySaved(t),
              onError: (error) => notifySaveError(error, t),
            })
          }
        >
          <Stack gap="xs" mt="xs">
            {digestFrequencies.map((frequency) => (
              <Radio key={frequency} value={frequency} label={t(`notifications.digest.${frequency}`)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
