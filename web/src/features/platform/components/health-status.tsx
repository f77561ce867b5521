import { Alert, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { useHealth } from '../api/get-health';

/** Whether the API answers: a badge when it does, what to do when it does not. */
export function HealthStatus() {
  const health = useHealth();

  if (health.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="gray.7">
          Checking the API…
        </Text>
      </Group>
    );
  }

  if (health.isError) {
    return (
      <Alert color="red" variant="light" title="The API is not answering" role="alert">
        <Text size="sm">{health.error.message}</Text>
        <Text size="sm" mt="xs">
          Check that the server is running (<code>npm start</code> locally), then try again.
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          mt="sm"
          onClick={() => void health.refetch()}
          loading={health.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const { version, stage } = health.data;
  return (
    <Group gap="xs" role="status">
      <Badge color="teal.9" variant="filled" size="lg">
        API healthy
      </Badge>
      <Text size="sm" c="gray.7">
        version {version} · stage {stage}
      </Text>
    </Group>
  );
}
