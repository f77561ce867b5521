import { Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { digestFrequencies, type DigestFrequency } from '@tandem/shared/notifications/notification-kinds';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-notifications';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/**
 * The profile's choice of e-mail digest: never, daily or weekly; saved as soon as it is chosen. The
 * choice shows at once (component state, set in the click itself): the mutation's pending state
 * reaches the component a task later, and until then the radio showed the old value again.
 */
export function DigestFrequencySetting() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [chosen, setChosen] = useState<DigestFrequency | null>(null);
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
          value={chosen ?? settings.data.digestFrequency}
          onChange={(value) => {
            setChosen(value as DigestFrequency);
            update.mutate(value as DigestFrequency, {
              onSuccess: () => notifySaved(t),
              // A refused choice goes back to the saved one.
              onError: (error) => {
                setChosen(null);
                notifySaveError(error, t);
              },
            });
          }}
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
