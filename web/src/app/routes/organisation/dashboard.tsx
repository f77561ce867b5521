import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import '@/lib/i18n/en-gb-dashboard';
import { OrganisationOverview } from '@/features/dashboard/components/organisation-overview';
import { useProgrammeNames } from '@/features/programmes/api/use-programme-names';
import { useMyOrganisations } from '@/features/users/api/get-my-organisations';
import { useMyProjects } from '@/features/users/api/get-my-projects';
import { layoutProjectPicker } from '@/features/users/components/project-picker-groups';
import { PageLoader } from '@/ui/page-loader';

/**
 * The organisation dashboard: count tiles and the actions summary by programme, then its programmes
 * (each, even when empty) and the projects the user can open.
 */
export default function OrganisationDashboardRoute() {
  const { t } = useTranslation();
  const { organisationId = '' } = useParams();
  const organisations = useMyOrganisations();
  const projects = useMyProjects(organisationId);
  // Every programme has its card, also one without projects yet, so a new programme can be found.
  const programmes = useProgrammeNames(organisationId);
  const groups = useMemo(
    () => layoutProjectPicker(projects.data ?? [], '', t('picker.standalone'), programmes).groups,
    [projects.data, t, programmes],
  );
  const organisation = organisations.data?.find((item) => item.id === organisationId);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{organisation?.name ?? t('dashboard.title')}</Title>
        <Text c="gray.7">{t('dashboard.title')}</Text>
      </div>
      <OrganisationOverview
        organisationId={organisationId}
        programmes={programmes}
        projects={projects.data}
      />
      <Title order={2} size="h3">
        {t('dashboard.programmes')}
      </Title>
      {projects.isPending && <PageLoader />}
      {projects.isError && (
        <Text c="red.8" role="alert">
          {t('errors.loadData')}
        </Text>
      )}
      {projects.isSuccess && groups.length === 0 && <Text>{t('dashboard.noProjects')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {groups.map((group) => (
          <Card key={group.key} withBorder component="section" aria-label={group.title}>
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5">
                {group.programmeId ? (
                  <Anchor component={Link} to={paths.programme.getHref(organisationId, group.programmeId)}>
                    {group.title}
                  </Anchor>
                ) : (
                  group.title
                )}
              </Title>
              <Text size="sm" c="gray.7">
                {t('dashboard.projectCount', { count: group.projects.length })}
              </Text>
            </Group>
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {group.projects.map((project) => (
                <li key={project.id}>
                  <Anchor component={Link} to={paths.project.getHref(organisationId, project.id)} size="sm">
                    {project.name}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
