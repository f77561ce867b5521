import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../router';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle;

/** A page a later issue builds: its title, and a sentence saying what will appear there. */
export default function PlaceholderRoute() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  return (
    <Stack gap="sm">
      <Title order={1}>{handle ? t(handle.titleKey) : ''}</Title>
      {handle?.descriptionKey && <Text>{t(handle.descriptionKey)}</Text>}
      <Text c="gray.7" size="sm">
        {t('pages.comingSoon')}
      </Text>
    </Stack>
  );
}
