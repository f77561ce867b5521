import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SortDirection } from '@tandem/shared/core/list-query';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { can } from '@tandem/shared/permissions/can';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/lib/permissions-store';
import { type DataColumn } from '@/ui/data-list/data-table';
import { SearchableList } from '@/ui/data-list/searchable-list';
import { toApiQuery, useListQuery } from '@/ui/data-list/use-list-query';
import { NoViewAccess } from '@/ui/no-view-access';
import { useEntityList, useEntityTagsInUse } from './entity-api';
import { keyApplies, useEntityExtras } from './entity-extras';
import { EntityExport } from './entity-export';
import { EntityImport } from './entity-import';
import { foldQueryFilters, safeReturnUrl } from './entity-query-filters';
import { EntitySidePanel } from './entity-side-panel';
import { entityFilterFields } from './entity-filter-fields';
import { useFilterChoices } from './entity-reference-choices';
import { FieldValue } from './entity-values';
import { itemNameOf, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';
import '@/lib/i18n/en-gb-tags';

/** 'New …' for those who may edit the entity in the project (nothing otherwise). */
export function NewEntityButton({ view, project }: { view: EntityView; project: ProjectRef }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  if (!can(permissions, view.permissions.edit, project)) return null;
  return (
    <Button
      component={Link}
      to={view.paths.create(project.organisationId, project.projectId)}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {t(`${view.phrases}.create.button`)}
    </Button>
  );
}

/**
 * A project entity's list page in the change area (spec §2): paged, sorted by the declaration's
 * sortable columns, searched by name and filtered by its filterable fields. A name opens the side
 * panel at `…/{id}`, keeping the list's page and filters in the address.
 */
export function EntityList<Item extends EntityItemBase>({
  view,
  organisationId,
  projectId,
  id,
}: ProjectRef & { view: EntityView<Item>; id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = usePermissions();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  const mayView = can(permissions, view.permissions.view, project);
  const list = useListQuery({
    identifier: projectId,
    name: view.name,
    defaultSorts: [{ key: 'refNumber', direction: SortDirection.ASCENDING }],
  });
  const extras = useEntityExtras(view as EntityView, organisationId);
  // Sorts and filters on tags or custom fields apply only while their switches are on.
  const { tags: tagsOn, customFields } = extras;
  const apiQuery = useMemo(() => {
    const applies = keyApplies({ tags: tagsOn, customFields });
    return toApiQuery({
      ...list.query,
      sorts: list.query.sorts.filter(({ key }) => applies(key)),
      filters: list.query.filters.filter(({ key }) => applies(key)),
    });
  }, [list.query, tagsOn, customFields]);
  const items = useEntityList(view, project, apiQuery, mayView);
  const [filtering, setFiltering] = useState(false);
  const [search, setSearch] = useSearchParams();
  // `?impactLevel=…&owner=…` (spec §2) become the list's filters once, replacing the address.
  useEffect(() => {
    const folded = foldQueryFilters(view as EntityView, search);
    if (folded) setSearch(folded, { replace: true });
  }, [view, search, setSearch]);
  const returnUrl = safeReturnUrl(search);
  const tagsInUse = useEntityTagsInUse(view as EntityView, project, mayView && extras.tags && filtering);
  const filterChoices = useFilterChoices((view as EntityView).fields, project, mayView && filtering);
  if (!mayView) return <NoViewAccess />;

  const label = (key: string) => t(`${view.phrases}.fields.${key}`);
  const nameField = view.nameField;
  const columns: DataColumn<Item>[] = [
    { key: 'refNumber', header: t('entityKit.refNumber'), sortable: true },
    ...view.listColumns.map((key): DataColumn<Item> => {
      const field = view.fields[key]!;
      return {
        key,
        header: label(key),
        sortable: field.sortable,
        render: (item) =>
          key === nameField ? (
            <Anchor
              component={Link}
              to={`${view.paths.panel(organisationId, projectId, item.id)}${location.search}`}
              size="sm"
              c="blue.9"
              underline="always"
              aria-label={t(`${view.phrases}.openPanel`, { name: itemNameOf(view as EntityView, item) })}
              data-testid="entity-name-link"
            >
              {itemNameOf(view as EntityView, item)}
            </Anchor>
          ) : (
            <FieldValue
              field={field}
              value={item[key]}
              memberName={(item as Record<string, unknown>)[`${key}Name`] as string | null}
              notSet={false}
            />
          ),
      };
    }),
    ...(extras.tags
      ? [
          {
            key: 'tags',
            header: t('tags.tags'),
            sortable: false,
            render: (item: Item) => (item.tags ?? []).map((tag) => tag.text).join(', '),
          } satisfies DataColumn<Item>,
        ]
      : []),
  ];

  const filterFields = entityFilterFields(view as EntityView, extras, tagsInUse.data ?? [], t, {
    filterChoices,
    lifecycle: true,
    exclude: [nameField],
  });
  const empty = items.data?.totalItems === 0 && list.query.filters.length === 0;

  return (
    <Stack gap="md">
      {returnUrl && (
        <Anchor component={Link} to={returnUrl} size="sm" c="blue.9" data-testid="return-link">
          {t('entityKit.goBack')}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t(`${view.phrases}.title`)}</Title>
        <Group gap="xs">
          {view.listLinks?.map((link) => (
            <Button
              key={link.label}
              variant="default"
              component={Link}
              to={link.href(organisationId, projectId)}
            >
              {t(link.label)}
            </Button>
          ))}
          {view.paths.grid && (
            <Button variant="default" component={Link} to={view.paths.grid(organisationId, projectId)}>
              {t('entityKit.grid.open')}
            </Button>
          )}
          <NewEntityButton view={view as EntityView} project={project} />
          <EntityImport view={view as EntityView} project={project} />
          {!empty && <EntityExport view={view as EntityView} project={project} query={apiQuery} />}
        </Group>
      </Group>
      {empty ? (
        <Paper withBorder p="xl" radius="md" data-testid="entity-empty">
          <Stack gap="sm" align="center">
            <Title order={2} size="h3">
              {t(`${view.phrases}.empty.title`)}
            </Title>
            <Text size="sm">{t(`${view.phrases}.empty.text`)}</Text>
            <NewEntityButton view={view as EntityView} project={project} />
            <EntityImport view={view as EntityView} project={project} />
          </Stack>
        </Paper>
      ) : (
        <SearchableList
          list={list}
          nameKey={nameField}
          searchLabel={t('entityKit.search')}
          tableLabel={t(`${view.phrases}.tableLabel`)}
          loadingText={t('entityKit.loading')}
          columns={columns}
          filterFields={filterFields}
          rowKey={(item) => item.id}
          page={items}
          onFiltersOpened={setFiltering}
        />
      )}
      <EntitySidePanel
        view={view}
        entityRef={id ? { ...project, id } : null}
        onClose={() => navigate(`${view.paths.list(organisationId, projectId)}${location.search}`)}
      />
    </Stack>
  );
}
