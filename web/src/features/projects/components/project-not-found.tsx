import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';

/** In place of a project page whose project does not exist (the server answered 404). */
export function ProjectNotFound() {
  const { t } = useTranslation();
  const { organisationId = '' } = useParams();
  return (
    <Container size="sm" py="xl" data-testid="project-not-found">
      <Alert color="gray" variant="light" icon={<IconSearchOff aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('projects.notFound')}</Text>
          <Anchor component={Link} to={paths.organisation.getHref(organisationId)} size="sm">
            {t('pages.goHome')}
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}
