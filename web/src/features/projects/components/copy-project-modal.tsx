import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCopyProject } from '../api/copy-project';
import type { Project } from '../api/get-project';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { ProjectForm } from './project-form';

/** Copy a project (owners+): a new name and parent; then the copy's page opens. */
export function CopyProjectModal({
  organisationId,
  project,
  programmes,
  opened,
  onClose,
}: {
  organisationId: string;
  project: Project;
  programmes: { id: string; name: string }[] | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyProject();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('forms.close') }}
      opened={opened}
      onClose={onClose}
      title={t('projects.copyTitle', { name: project.name })}
    >
      <ProjectForm
        withDescription={false}
        initial={{
          name: t('projects.copyName', { name: project.name }),
          description: '',
          programmeId: project.programmeId,
        }}
        programmes={programmes}
        submitLabel={t('projects.copy')}
        pending={copy.isPending}
        onSubmit={({ name, programmeId }) =>
          copy.mutate(
            { organisationId, projectId: project.id, body: { name, ...(programmeId && { programmeId }) } },
            {
              onSuccess: (created) => {
                notifySaved(t, t('projects.copied', { name: created.name }));
                onClose();
                void navigate(paths.project.getHref(organisationId, created.id));
              },
              onError: (error) => notifySaveError(error, t),
            },
          )
        }
      />
    </Modal>
  );
}
