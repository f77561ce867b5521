import { ActionIcon, Alert, Button, Group, List, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toasts';
import { callEntityEndpoint } from './entity-call';
import { useReferenceChoices } from './entity-reference-choices';
import type { EntityMembersView, EntityRef } from './entity-view';

type Link = { id: string } & Record<string, unknown>;

/**
 * An item's members (a child collection of link items, `EntityView.members`): who is in it, a select
 * of who may be added (those not in it yet) and a remove button each. Writes go through the link
 * entity's own generated create and delete, so its rules (same project, active) are the server's.
 */
export function EntityMembers({
  members,
  entityRef,
  mayEdit,
}: {
  members: EntityMembersView;
  entityRef: EntityRef;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const project = { organisationId: entityRef.organisationId, projectId: entityRef.projectId };
  const queryKey = [
    'organisations',
    project.organisationId,
    'projects',
    project.projectId,
    members.endpoints.list,
  ];
  const links = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callEntityEndpoint(members.endpoints.list, { params: project, signal }) as Promise<Link[]>,
  });
  const choices = useReferenceChoices(
    { kind: 'reference', required: true, sortable: false, filterable: false, reference: members.choices },
    project,
    mayEdit,
  );
  const [chosen, setChosen] = useState('');
  const mine = (links.data ?? []).filter((link) => link[members.parentKey] === entityRef.id);
  const nameOf = (link: Link) => String(link[`${members.memberKey}Name`] ?? '');
  const addable = (choices.data ?? []).filter(
    (choice) => !mine.some((link) => link[members.memberKey] === choice.id),
  );
  const phrase = (key: string, values?: Record<string, string>) => t(`${members.phrases}.${key}`, values);
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const add = useMutation({
    mutationFn: (memberId: string) =>
      callEntityEndpoint(members.endpoints.create, {
        params: project,
        body: { [members.parentKey]: entityRef.id, [members.memberKey]: memberId },
      }) as Promise<Link>,
    onSuccess: async (link) => {
      setChosen('');
      showToast(ToastKind.SUCCESS, { message: phrase('added', { name: nameOf(link) }) }, t);
      await reload();
    },
  });
  const remove = useMutation({
    mutationFn: (link: Link) =>
      callEntityEndpoint(members.endpoints.delete, {
        params: { ...project, [members.idParam]: link.id },
      }),
    onSuccess: async (_, link) => {
      showToast(ToastKind.SUCCESS, { message: phrase('removed', { name: nameOf(link) }) }, t);
      await reload();
    },
  });
  if (links.isPending) return <Loader size="sm" aria-label={t('entityKit.loading')} />;
  if (links.isError) return <Alert color="red">{phrase('loadFailed')}</Alert>;
  return (
    <Stack gap="sm">
      {mine.length === 0 ? (
        <Text size="sm">{phrase('empty')}</Text>
      ) : (
        <List listStyleType="none" spacing={4} data-testid="entity-members">
          {mine.map((link) => (
            <List.Item key={link.id}>
              <Group gap="xs">
                <Text size="sm">{nameOf(link)}</Text>
                {mayEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="sm"
                    aria-label={phrase('remove', { name: nameOf(link) })}
                    loading={remove.isPending && remove.variables?.id === link.id}
                    onClick={() => remove.mutate(link)}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {mayEdit && (
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={phrase('addLabel')}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={[
              { value: '', label: phrase('choose') },
              ...addable.map((choice) => ({ value: choice.id, label: choice.name })),
            ]}
          />
          <Button disabled={!chosen} loading={add.isPending} onClick={() => add.mutate(chosen)}>
            {phrase('add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
