import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('pages.notFound')} – ${t('app.name')}`;
  }, [t]);
  return (
    <Container size="sm" py={64} component="main" id="main-content">
      <Stack gap="md">
        <Title order={1}>{t('pages.notFound')}</Title>
        <Text>{t('pages.notFoundHelp')}</Text>
        <Anchor component={Link} to={paths.home.getHref()}>
          {t('pages.goHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
