import { Stack, Text, Title } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { MEMBER_NAMES_SEPARATOR } from '@tandem/shared/entity-kit/member-names';
import { can } from '@tandem/shared/permissions/can';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showSaveFailure } from '@/lib/form-support';
import { usePermissions } from '@/lib/permissions-store';
import { showToast } from '@/lib/toasts';
import { BackLink } from '@/ui/back-link';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { createEntity, entityKeys, updateEntity, useEntity, useProjectTeam } from './entity-api';
import {
  createExtrasBody,
  EntityCreateExtras,
  noCreateExtras,
  type CreateExtras,
} from './entity-create-extras';
import { useEntityExtras } from './entity-extras';
import { EntityForm } from './entity-form';
import { changesOf, createBodyOf, formValuesOf, type FormValues } from './entity-form-values';
import { EntityLoadProblem } from './entity-load-problem';
import { fieldKeys, type EntityRef, type EntityView, type ProjectRef } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

/** Whoever holds each member field of an item now, by name. */
const peopleOf = (view: EntityView, item: Record<string, unknown>) =>
  fieldKeys(view).flatMap((key) => {
    const kind = view.fields[key]!.kind;
    // A member list's names are kept joined, in the order of its ids.
    if (kind === 'memberList' && Array.isArray(item[key])) {
      const names = String(item[`${key}Name`] ?? '').split(MEMBER_NAMES_SEPARATOR);
      return (item[key] as string[]).map((id, index) => ({ id, name: names[index] ?? '' }));
    }
    return ['member', 'reference'].includes(kind) && item[key]
      ? [{ id: String(item[key]), name: String(item[`${key}Name`] ?? '') }]
      : [];
  });

/** A new item's page: the form with every declared field; a save goes back to the list. */
export function EntityCreate<Item extends EntityItemBase>({
  view,
  ...project
}: ProjectRef & { view: EntityView<Item> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const mayEdit = can(permissions, view.permissions.edit, project);
  const team = useProjectTeam(view as EntityView, project, mayEdit);
  const extrasOn = useEntityExtras(view as EntityView, project.organisationId);
  const [extras, setExtras] = useState<CreateExtras>(noCreateExtras);
  const [saving, setSaving] = useState(false);
  const listHref = view.paths.list(project.organisationId, project.projectId);
  if (!mayEdit) return <NoViewAccess />;

  const save = async (values: FormValues) => {
    setSaving(true);
    try {
      const created = await createEntity(view, project, {
        ...createBodyOf(view as EntityView, values),
        ...createExtrasBody(extras, extrasOn.customFields),
      });
      void queryClient.invalidateQueries({ queryKey: entityKeys.all(view as EntityView, project) });
      showToast(ToastKind.SUCCESS, { message: t(`${view.phrases}.create.created`) }, t);
      navigate(view.paths.panel(project.organisationId, project.projectId, created.id));
    } catch (error) {
      showSaveFailure(error, t);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <BackLink to={listHref} label={t('entityKit.backToList')} />
      <Title order={1}>{t(`${view.phrases}.create.title`)}</Title>
      <EntityForm
        view={view as EntityView}
        project={project}
        initial={formValuesOf(view as EntityView)}
        currentPeople={[]}
        team={team.data}
        teamFailed={team.isError}
        pending={saving}
        submitLabel={t(`${view.phrases}.create.submit`)}
        onSubmit={(values) => void save(values)}
        onCancel={() => navigate(listHref)}
        extra={
          <EntityCreateExtras
            organisationId={project.organisationId}
            tagsOn={extrasOn.tags}
            customFields={extrasOn.customFields}
            value={extras}
            onChange={setExtras}
          />
        }
      />
    </Stack>
  );
}

/**
 * An item's edit page (spec §2, §5): a valid save sends only what changed with the version seen. A
 * stale save (409 VERSION_CONFLICT: someone else saved first) shows the entity's conflict phrase
 * and reloads the item into the form; nothing was written.
 */
export function EntityEdit<Item extends EntityItemBase>({
  view,
  entityRef,
}: {
  view: EntityView<Item>;
  entityRef: EntityRef;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const { organisationId, projectId, id } = entityRef;
  const project = { organisationId, projectId };
  const mayEdit = can(permissions, view.permissions.edit, project);
  const item = useEntity(view, entityRef, mayEdit);
  const team = useProjectTeam(view as EntityView, project, mayEdit);
  const [saving, setSaving] = useState(false);
  const detailHref = view.paths.detail(organisationId, projectId, id);
  if (!mayEdit) return <NoViewAccess />;

  const save = async (loaded: Item, values: FormValues) => {
    const changes = changesOf(view as EntityView, formValuesOf(view as EntityView, loaded), values);
    if (!changes) {
      showToast(ToastKind.SUCCESS, { message: t('entityKit.form.nothingChanged') }, t);
      navigate(detailHref);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateEntity(view, entityRef, { ...changes, version: loaded.version });
      queryClient.setQueryData(entityKeys.one(view as EntityView, entityRef), saved);
      void queryClient.invalidateQueries({ queryKey: entityKeys.all(view as EntityView, project) });
      showToast(ToastKind.SUCCESS, { message: t(`${view.phrases}.saved`) }, t);
      navigate(detailHref);
    } catch (error) {
      if (showSaveFailure(error, t, t(`${view.phrases}.conflict`)).conflict) await item.refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <BackLink to={detailHref} label={t('entityKit.backToDetail')} />
      {item.isPending ? (
        <PageLoader />
      ) : item.isError ? (
        <EntityLoadProblem error={item.error} />
      ) : (
        <>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t(`${view.phrases}.detailTitle`)} {item.data.refNumber}
            </Text>
            <Title order={1}>{t(`${view.phrases}.editTitle`)}</Title>
          </Stack>
          <EntityForm
            // A reload after a conflict brings a new version: start the form again from it.
            key={item.data.version}
            view={view as EntityView}
            project={project}
            initial={formValuesOf(view as EntityView, item.data)}
            currentPeople={peopleOf(view as EntityView, item.data)}
            team={team.data}
            teamFailed={team.isError}
            pending={saving}
            submitLabel={t('entityKit.form.save')}
            onSubmit={(values) => void save(item.data, values)}
            onCancel={() => navigate(detailHref)}
          />
        </>
      )}
    </Stack>
  );
}
