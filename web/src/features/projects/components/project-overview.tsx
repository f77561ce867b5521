import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { isApiError } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { ProjectNotFound } from './project-not-found';
import { PageLoader } from '@/ui/page-loader';
import { useProject } from '../api/get-project';
import { canCall } from '@/lib/endpoint-permissions';
import { CopyProjectModal } from './copy-project-modal';
import { ProjectInsights } from './project-insights';

/**
 * `projects/{projectId}`: the project's summary and its parent programme, with Project settings
 * (project edit) and Copy (owners+) when the user may use them.
 */
export function ProjectOverview({
  organisationId,
  projectId,
  programmes,
}: {
  organisationId: string;
  projectId: string;
  /** Programmes for the copy dialog's parent choice (owners+ only). */
  programmes: { id: string; name: string }[] | undefined;
}) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const target = { organisationId, projectId };
  const mayView = canCall(permissions, 'getProject', target);
  // Asked even without rights: only the server knows whether the project exists (404) or is just
  // closed to this user (403), and a missing project must not read as a permission problem.
  const project = useProject(organisationId, projectId);
  const [copying, setCopying] = useState(false);

  const status = project.isError && isApiError(project.error) ? project.error.status : 0;
  if (status === 404) return <ProjectNotFound />;
  if (!mayView) return <NoViewAccess />;
  if (project.isPending) return <PageLoader />;
  if (project.isError) {
    if (status === 403) return <NoViewAccess />;
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  }
  const data = project.data;
  const mayEdit = canCall(permissions, 'updateProject', target);
  const mayCopy = canCall(permissions, 'copyProject', target);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('pages.project')}</Title>
          <Group gap="xs">
            <Text size="xl" fw={600} data-testid="project-name">
              {data.name}
            </Text>
            {data.lifecycleStatus !== 'active' && (
              <Badge color="gray" variant="light">
                {t(`projects.lifecycle.${data.lifecycleStatus}`)}
              </Badge>
            )}
          </Group>
        </div>
        <Group gap="xs">
          {mayEdit && (
            <Button
              component={Link}
              to={paths.projectSettings.getHref(organisationId, projectId)}
              variant="light"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('settings.projectSettings')}
            </Button>
          )}
          {mayCopy && (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => setCopying(true)}
            >
              {t('projects.copy')}
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder component="section" aria-labelledby="project-summary">
        <Title order={2} size="h4" id="project-summary" mb="sm">
          {t('projects.summary')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }} mb="md">
          {data.description || t('projects.noDescription')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="sm" c="gray.7">
              {t('projects.programme')}
            </Text>
            {data.programmeId ? (
              <Anchor component={Link} to={paths.programme.getHref(organisationId, data.programmeId)}>
                {data.programmeName ?? t('nav.programme')}
              </Anchor>
            ) : (
              <Text>{t('projects.standalone')}</Text>
            )}
          </div>
          <div>
            <Text size="sm" c="gray.7">
              {t('projects.createdAt')}
            </Text>
            <Text>{formatDate(data.createdAt)}</Text>
          </div>
          <div>
            <Text size="sm" c="gray.7">
              {t('projects.updatedAt')}
            </Text>
            <Text>{formatDate(data.updatedAt)}</Text>
          </div>
        </SimpleGrid>
      </Card>
      <ProjectInsights organisationId={organisationId} projectId={projectId} />
      {mayCopy && (
        <CopyProjectModal
          organisationId={organisationId}
          project={data}
          programmes={programmes}
          opened={copying}
          onClose={() => setCopying(false)}
        />
      )}
    </Stack>
  );
}
