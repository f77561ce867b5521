import { Alert, Button, Container, Group, Text } from '@mantine/core';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

type ErrorFallbackProps = {
  error?: unknown;
  /** Shown as a second button when the error can be retried in place. */
  onRetry?: () => void;
};

/** A render error or a failed route: the message in an error container (spec §8). */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const message = messageOf(error);
  return (
    <Container size="sm" py="xl" data-testid="error-container">
      <Alert color="red" variant="light" title="Something went wrong" role="alert">
        {message && <Text size="sm">{message}</Text>}
        <Text size="sm" mt={message ? 'xs' : 0}>
          Reload the page to try again. If it keeps happening, let your administrator know.
        </Text>
        <Group mt="md" gap="xs">
          <Button size="xs" color="red" onClick={() => window.location.reload()}>
            Reload
          </Button>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Group>
      </Alert>
    </Container>
  );
}
