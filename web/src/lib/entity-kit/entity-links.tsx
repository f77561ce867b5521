import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showSaveFailure } from '@/lib/form-support';
import { callEntityEndpoint } from './entity-call';
import type { ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

/** A linked item as either side of a link lists it (shared `linkedItemSchema`). */
export type LinkedItem = { id: string; refNumber: number; name: string } & Record<string, unknown>;

/**
 * One side of a declared link (shared `defineEntityLink`): the generated endpoint ids of this side and
 * how the other side is named in bodies and paths.
 */
export type EntityLinkView = {
  /** Section title: `<phrases>.links.<key>`. */
  key: string;
  ids: { list: string; add: string; remove: string; unassigned: string };
  /** This side's path parameter (`impactId`, `actionId`). */
  selfIdParam: string;
  /** The other side's ids in a body (`actionIds`) and its path parameter (`actionId`). */
  otherIdsKey: string;
  otherIdParam: string;
  /** Where a linked item opens. */
  href?: (organisationId: string, projectId: string, id: string) => string;
  /**
   * The add call's body when it is not `{ [otherIdsKey]: [id] }`: a bulk call naming both sides
   * (the actions' `project-stakeholder-owners`: `{ actionIds, projectStakeholderIds }`).
   */
  addBody?: (selfId: string, otherId: string) => Record<string, unknown>;
};

const call = callEntityEndpoint;
export const linkKeys = (project: ProjectRef, link: EntityLinkView, id: string) =>
  [
    'organisations',
    project.organisationId,
    'projects',
    project.projectId,
    'links',
    link.ids.list,
    id,
  ] as const;

/** The items linked to one item (a side's `list` endpoint). */
export const useLinkedItems = (project: ProjectRef, link: EntityLinkView, id: string, enabled = true) =>
  useQuery({
    queryKey: linkKeys(project, link, id),
    queryFn: ({ signal }) =>
      call(link.ids.list, { params: { ...project, [link.selfIdParam]: id }, signal }) as Promise<
        LinkedItem[]
      >,
    enabled,
  });

/**
 * The items linked to one item, with 'show more' after `shown` (impact groups: 10, spec §2), and for
 * editors a picker of the project's unlinked items and an unlink button on each. Both sides of each
 * link are written in one call; every query of the project is reloaded after it.
 */
export function EntityLinks({
  project,
  id,
  link,
  phrases,
  mayEdit,
  shown = 10,
}: {
  project: ProjectRef;
  id: string;
  link: EntityLinkView;
  phrases: string;
  mayEdit: boolean;
  shown?: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [all, setAll] = useState(false);
  const [chosen, setChosen] = useState('');
  const params = { ...project, [link.selfIdParam]: id };
  const linked = useLinkedItems(project, link, id);
  const unassigned = useQuery({
    queryKey: [...linkKeys(project, link, id), 'unassigned'],
    queryFn: ({ signal }) => call(link.ids.unassigned, { params, signal }) as Promise<LinkedItem[]>,
    enabled: mayEdit,
  });
  const reload = () =>
    queryClient.invalidateQueries({
      queryKey: ['organisations', project.organisationId, 'projects', project.projectId],
    });
  const write = useMutation({
    mutationFn: (change: { add?: string; remove?: string }) =>
      change.add
        ? call(link.ids.add, {
            params,
            body: link.addBody ? link.addBody(id, change.add) : { [link.otherIdsKey]: [change.add] },
          })
        : call(link.ids.remove, { params: { ...params, [link.otherIdParam]: change.remove! } }),
    onSuccess: () => {
      setChosen('');
      return reload();
    },
    onError: (error) => showSaveFailure(error, t),
  });
  const items = Array.isArray(linked.data) ? linked.data : [];
  const visible = all ? items : items.slice(0, shown);
  const title = t(`${phrases}.links.${link.key}`);
  return (
    <Stack gap="xs" data-testid={`links-${link.key}`}>
      {linked.isPending ? (
        <Text size="sm">{t('entityKit.loading')}</Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('entityKit.links.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {visible.map((item) => (
            <Group component="li" key={item.id} justify="space-between" gap="xs" data-testid="linked-item">
              {link.href ? (
                <Anchor
                  component={Link}
                  to={link.href(project.organisationId, project.projectId, item.id)}
                  size="sm"
                  c="blue.9"
                >
                  {item.refNumber} · {item.name}
                </Anchor>
              ) : (
                <Text size="sm">
                  {item.refNumber} · {item.name}
                </Text>
              )}
              {mayEdit && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  loading={write.isPending && write.variables?.remove === item.id}
                  aria-label={t('entityKit.links.unlinkNamed', { name: item.name })}
                  onClick={() => write.mutate({ remove: item.id })}
                >
                  {t('entityKit.links.unlink')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {items.length > shown && (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setAll(!all)}>
          {all
            ? t('entityKit.links.showLess')
            : t('entityKit.links.showMore', { count: items.length - shown })}
        </Button>
      )}
      {mayEdit && (
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t('entityKit.links.choose', { what: title.toLowerCase() })}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={[
              { value: '', label: t('entityKit.links.pick') },
              ...(unassigned.data ?? []).map((item) => ({
                value: item.id,
                label: `${item.refNumber} · ${item.name}`,
              })),
            ]}
          />
          <Button
            disabled={!chosen}
            loading={write.isPending && !!write.variables?.add}
            onClick={() => write.mutate({ add: chosen })}
          >
            {t('entityKit.links.link')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
