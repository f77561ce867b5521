import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/ui/confirm-modal';
import { PageLoader } from '@/ui/page-loader';
import { useProject } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { ProjectForm } from './project-form';
import { ProjectTagsSettings } from './project-tags-settings';

/** Project settings index: name, description, parent programme, and archive / re-activate. */
export function ProjectDetailsSettings({
  organisationId,
  projectId,
  programmes,
}: {
  organisationId: string;
  projectId: string;
  programmes: { id: string; name: string }[] | undefined;
}) {
  const { t } = useTranslation();
  const project = useProject(organisationId, projectId);
  const update = useUpdateProject();
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  if (project.isPending) return <PageLoader />;
  if (project.isError)
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  const { name, description, programmeId, version, lifecycleStatus } = project.data;
  // Every save is conditional on the version shown (the server refuses a body without it).
  const save = (body: Omit<Parameters<typeof update.mutate>[0]['body'], 'version'>) =>
    update.mutate(
      { organisationId, projectId, body: { ...body, version } },
      {
        onSuccess: () => notifySaved(t),
        onError: (error) => notifySaveError(error, t),
        onSettled: () => setConfirmingArchive(false),
      },
    );
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('projects.details')}
      </Title>
      <ProjectForm
        key={version}
        initial={{ name, description, programmeId }}
        programmes={programmes}
        submitLabel={t('forms.save')}
        pending={update.isPending}
        onSubmit={(values) =>
          // The contract names a standalone parent 'standalone' (shared `projects/schemas` STANDALONE).
          save({ ...values, programmeId: values.programmeId ?? 'standalone' })
        }
      />
      <Group>
        <Button
          variant="default"
          // Archiving takes the project out of lists and dashboards: asked first; re-activating is not.
          onClick={() =>
            lifecycleStatus === 'archived' ? save({ lifecycleStatus: 'active' }) : setConfirmingArchive(true)
          }
        >
          {lifecycleStatus === 'archived' ? t('projects.reactivate') : t('projects.archive')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirmingArchive}
        title={t('projects.archive')}
        message={t('projects.archiveConfirm', { name })}
        pending={update.isPending}
        onYes={() => save({ lifecycleStatus: 'archived' })}
        onNo={() => setConfirmingArchive(false)}
      />
      <ProjectTagsSettings organisationId={organisationId} projectId={projectId} />
    </Stack>
  );
}
