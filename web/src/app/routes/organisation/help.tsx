import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { helpPhrases } from '@/lib/i18n/en-gb-help';

type HelpSection = { heading: string; points: readonly string[] };

/** `help`: the help centre: how to get started, one section per first task. */
export default function HelpRoute() {
  const { t } = useTranslation();
  const sections = t('help.sections', { returnObjects: true }) as unknown as HelpSection[];
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('help.title')}</Title>
      <Text>{t('help.intro')}</Text>
      {(Array.isArray(sections) ? sections : helpPhrases.sections).map((section) => (
        <Stack key={section.heading} gap="xs" component="section" aria-label={section.heading}>
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          <List spacing="xs">
            {section.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
      <Text>{t('help.stuck')}</Text>
    </Stack>
  );
}
