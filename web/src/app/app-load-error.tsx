import { Alert, Button, Container, MantineProvider, Text, Title } from '@mantine/core';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { i18n } from '@/lib/i18n/i18n';
import { theme } from './theme';

/** The whole app could not start (configuration or first load failed): 'Error' (spec §8). */
export function AppLoadError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <MantineProvider theme={theme}>
      <Container size="sm" py="xl" component="main">
        <Alert color="red" variant="light" role="alert">
          <Title order={1} size="h3">
            {ErrorMessage.APP_LOAD_FAILED}
          </Title>
          <Text size="sm" mt="xs">
            {i18n.t('app.loadFailedHelp')}
          </Text>
          {detail && (
            <Text size="sm" mt="xs" c="gray.7">
              {detail}
            </Text>
          )}
          <Button size="xs" color="red" mt="md" onClick={() => window.location.reload()}>
            {i18n.t('app.reload')}
          </Button>
        </Alert>
      </Container>
    </MantineProvider>
  );
}
