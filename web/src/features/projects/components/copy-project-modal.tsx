import { Checkbox, Modal, Stack } from '@mantine/core';
import { copyableKinds, type CopyableKind, defaultCopiedKinds } from '@tandem/shared/projects/copyable-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCopyProject } from '../api/copy-project';
import type { Project } from '../api/get-project';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { ProjectForm } from './project-form';

/**
 * Copy a project (owners+): a new name and parent, and what to copy (settings lists ticked, actions
 * not); the message says how many of each were copied, then the copy's page opens.
 */
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
  const [kinds, setKinds] = useState<CopyableKind[]>(defaultCopiedKinds);
  const copiedWhat = (copied: { kind: CopyableKind; count: number }[]) =>
    new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(
      copied.map(({ kind, count }) => t(`projects.copiedCount.${kind}`, { count })),
    );
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
            {
              organisationId,
              projectId: project.id,
              body: { name, ...(programmeId && { programmeId }), copy: kinds },
            },
            {
              onSuccess: (created) => {
                notifySaved(
                  t,
                  created.copied.length > 0
                    ? t('projects.copiedWith', { name: created.name, what: copiedWhat(created.copied) })
                    : t('projects.copied', { name: created.name }),
                );
                onClose();
                void navigate(paths.project.getHref(organisationId, created.id));
              },
              onError: (error) => notifySaveError(error, t),
            },
          )
        }
      >
        <Checkbox.Group
          label={t('projects.copyWhat')}
          value={kinds}
          onChange={(chosen) => setKinds(copyableKinds.filter((kind) => chosen.includes(kind)))}
        >
          <Stack gap="xs" mt="xs">
            {copyableKinds.map((kind) => (
              <Checkbox key={kind} value={kind} label={t(`projects.copyKinds.${kind}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </ProjectForm>
    </Modal>
  );
}
