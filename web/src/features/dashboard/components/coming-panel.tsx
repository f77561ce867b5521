import { Badge, Card, Group, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A My Dashboard panel whose entity is still being built: its title and what will appear (issue 16). */
export function ComingPanel({ title, text, icon: PanelIcon }: { title: string; text: string; icon: Icon }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="light" color="gray">
          {t('myDashboard.coming')}
        </Badge>
      </Group>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <PanelIcon size={36} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text size="sm" c="gray.7">
          {text}
        </Text>
      </Group>
    </Card>
  );
}
