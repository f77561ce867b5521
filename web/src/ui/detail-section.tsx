import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of a detail page (details, comments, history…), named for assistive tech by its title. */
export function DetailSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
