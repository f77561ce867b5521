import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { useProgramme } from '../api/get-programme';
import { canCall } from '@/lib/endpoint-permissions';

/** `programmes/{programmeId}`: name, description and its projects (those the user may open link). */
export function ProgrammeOverview({
  organisationId,
  programmeId,
  openableProjectIds,
}: {
  organisationId: string;
  programmeId: string;
  /** Projects the user can open (from the project picker's list); others are shown without a link. */
  openableProjectIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const programme = useProgramme(organisationId, programmeId);
  const mayEdit = canCall(permissions, 'updateProgramme', { organisationId, programmeId });

  if (programme.isPending) return <PageLoader />;
  if (programme.isError) {
    const status = isApiError(programme.error) ? programme.error.status : 0;
    if (status === 403 || status === 404) return <NoViewAccess />;
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  }
  const { name, description, projects } = programme.data;
  const active = projects.filter((project) => project.lifecycleStatus !== 'deleted');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="gray.7">
            {t('pages.programme')}
          </Text>
          <Title order={1}>{name}</Title>
        </div>
        {mayEdit && (
          <Button
            component={Link}
            to={paths.programmeSettings.getHref(organisationId, programmeId)}
            variant="light"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('settings.programmeSettings')}
          </Button>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{description || t('programmes.noDescription')}</Text>
      <Card withBorder component="section" aria-labelledby="programme-projects">
        <Title order={2} size="h4" id="programme-projects" mb="sm">
          {t('programmes.projects', { count: active.length })}
        </Title>
        {active.length === 0 ? (
          <Text c="gray.7">{t('programmes.noProjects')}</Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {active.map((project) => (
              <li key={project.id}>
                <Group gap="xs">
                  {!openableProjectIds || openableProjectIds.has(project.id) ? (
                    <Anchor component={Link} to={paths.project.getHref(organisationId, project.id)}>
                      {project.name}
                    </Anchor>
                  ) : (
                    <Text>{project.name}</Text>
                  )}
                  {project.lifecycleStatus === 'archived' && (
                    <Badge color="gray" variant="light">
                      {t('projects.archived')}
                    </Badge>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
