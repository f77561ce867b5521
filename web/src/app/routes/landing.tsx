import { Container, Stack, Text, Title } from '@mantine/core';
import { HealthStatus } from '@/features/platform/components/health-status';

export default function LandingRoute() {
  return (
    <Container size="sm" py={64}>
      <Stack gap="lg">
        <Title order={1}>Tandem</Title>
        <Text size="lg">
          Tandem helps organisations run change programmes and projects, tracking impacts, actions,
          stakeholders, readiness and training in one place.
        </Text>
        <HealthStatus />
      </Stack>
    </Container>
  );
}
