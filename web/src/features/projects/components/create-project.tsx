import { Stack, Text, Title } from '@mantine/core';
import { requireOrganisationId } from '@tandem/shared/organisations/required-ids';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { useCreateProject } from '../api/create-project';
import { canCall } from '@/lib/endpoint-permissions';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { ProjectForm } from './project-form';

/** `create/project` (owners+): in a programme (preselected with `?programmeId=`) or standalone. */
export function CreateProject({
  organisationId,
  programmes,
  programmeId,
}: {
  organisationId: string;
  programmes: { id: string; name: string }[] | undefined;
  programmeId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const create = useCreateProject();
  const id = requireOrganisationId(organisationId);

  if (!canCall(permissions, 'createProject', { organisationId: id })) return <NoViewAccess />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('pages.createProject')}</Title>
      <Text c="gray.7">{t('projects.createIntro')}</Text>
      <ProjectForm
        initial={programmeId ? { name: '', description: '', programmeId } : undefined}
        programmes={programmes}
        submitLabel={t('projects.create')}
        pending={create.isPending}
        onSubmit={(values) =>
          create.mutate(
            {
              organisationId: id,
              // Standalone: no programme is sent.
              body: {
                name: values.name,
                description: values.description,
                ...(values.programmeId && { programmeId: values.programmeId }),
              },
            },
            {
              onSuccess: (project) => {
                notifySaved(t, t('projects.created', { name: project.name }));
                void navigate(paths.project.getHref(id, project.id));
              },
              onError: (error) => notifySaveError(error, t),
            },
          )
        }
      />
    </Stack>
  );
}
