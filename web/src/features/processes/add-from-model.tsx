import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconListTree } from '@tabler/icons-react';
import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import type { ModelProcess } from '@tandem/shared/processes/process-tree';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEntityEndpoint } from '@/lib/entity-kit/entity-call';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import { PageLoader } from '@/ui/page-loader';
import { useProcessModel } from './api/use-process-model';
import { ProcessModelTree } from './process-model-tree';
import '@/lib/i18n/en-gb-processes';

/** The declaration's `bulk` limit: add-multiple takes at most this many items a call. */
const ADD_BATCH = 100;

const identifierKey = (identifier: string) => identifier.trim().toLowerCase();

/** What the project keeps of a model process: its identifier, name, levels and scope items. */
export const projectProcessFrom = (process: ModelProcess, isInScope: boolean) => ({
  name: process.name,
  uniqueIdentifier: process.uniqueIdentifier,
  level1: process.level1 ?? '',
  level2: process.level2 ?? '',
  level3: process.level3 ?? '',
  level4: process.level4 ?? '',
  level5: process.level5 ?? '',
  scopeItems: process.scopeItems ?? '',
  isInScope,
});

/**
 * Picks a project's processes from the organisation's model (spec §3): a tree with checkboxes;
 * processes the project already has (same unique identifier) are shown ticked and left alone.
 */
export function AddFromModel({ project, existing }: { project: ProjectRef; existing: ProjectProcess[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [inScope, setInScope] = useState(true);
  const model = useProcessModel(project.organisationId, { enabled: opened });
  const taken = useMemo(() => {
    const identifiers = new Set(existing.map((process) => identifierKey(process.uniqueIdentifier)));
    return new Set(
      (model.data ?? [])
        .filter((process) => identifiers.has(identifierKey(process.uniqueIdentifier)))
        .map((process) => process.id),
    );
  }, [existing, model.data]);
  const close = () => {
    setOpened(false);
    setChecked(new Set());
  };
  const add = useMutation({
    mutationFn: async (picked: ModelProcess[]) => {
      for (let start = 0; start < picked.length; start += ADD_BATCH)
        await callEntityEndpoint('addMultipleProjectProcesses', {
          params: { ...project },
          body: {
            projectProcesses: picked
              .slice(start, start + ADD_BATCH)
              .map((process) => projectProcessFrom(process, inScope)),
          },
        });
      return picked.length;
    },
    onSuccess: (count) => {
      toastSaved(t, t('processModel.added', { count }));
      close();
    },
    onError: (error) => toastSaveFailed(t, error),
    // Written in part or in full: the report and the project's process lists read afresh.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'organisations' &&
          queryKey[1] === project.organisationId &&
          queryKey[3] === project.projectId &&
          (queryKey[4] === 'projectProcess' || queryKey[4] === 'process-report'),
      }),
  });
  const picked = (model.data ?? []).filter((process) => checked.has(process.id) && !taken.has(process.id));

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconListTree size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('processModel.add')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('processModel.addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('forms.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('processModel.addHelp')}</Text>
          {model.isPending ? (
            <PageLoader />
          ) : model.isError ? (
            <Alert color="red">{t('processModel.loadFailed')}</Alert>
          ) : (
            <ProcessModelTree
              processes={model.data}
              label={t('processModel.title')}
              picking={{ checked, taken, onChange: setChecked }}
            />
          )}
          <Checkbox
            label={t('processModel.addInScope')}
            checked={inScope}
            onChange={(event) => setInScope(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('processModel.cancel')}
            </Button>
            <Button disabled={picked.length === 0} loading={add.isPending} onClick={() => add.mutate(picked)}>
              {t('processModel.addSubmit', { count: picked.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
