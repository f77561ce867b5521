import { Alert, Card, Stack, Text } from '@mantine/core';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/ui/page-loader';
import { SettingsHeader } from './settings-tabs';

/**
 * What every organisation settings page shows around its form: the settings header, the page's intro
 * (and a note, e.g. read-only), a loader, a load failure, and the form in a card once the values came.
 */
export function SettingsPageFrame<Settings>({
  organisationId,
  intro,
  note,
  settings,
  children,
}: {
  organisationId: string;
  intro: string;
  note?: ReactNode;
  settings: UseQueryResult<Settings>;
  children: (data: Settings) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SettingsHeader organisationId={organisationId} />
      <Text>{intro}</Text>
      {note}
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(ErrorMessage.LOAD_DATA_FAILED)}
        </Alert>
      )}
      {settings.data && (
        <Card withBorder maw={640}>
          {children(settings.data)}
        </Card>
      )}
    </Stack>
  );
}
