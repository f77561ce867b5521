import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

type ErrorFallbackProps = {
  error?: unknown;
  /** Shown as a second button when the error can be retried in place. */
  onRetry?: () => void;
};

/** A render error or a failed route: the message in an error container (spec §8). */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  // The app's i18n instance is registered globally, so this works even above the provider.
  const { t } = useTranslation();
  const message = messageOf(error);
  return (
    <Container size="sm" py="xl" data-testid="error-container">
      <Alert color="red" variant="light" title={t('errors.heading')} role="alert">
        {message && <Text size="sm">{message}</Text>}
        <Text size="sm" mt={message ? 'xs' : 0}>
          {t('errors.reloadHelp')}
        </Text>
        <Group mt="md" gap="xs">
          <Button size="xs" color="red" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('app.tryAgain')}
            </Button>
          )}
        </Group>
      </Alert>
    </Container>
  );
}
