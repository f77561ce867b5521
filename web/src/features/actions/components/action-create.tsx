import { Stack, Title } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifySaveError } from '@/lib/form-support';
import { usePermissions } from '@/lib/permissions-store';
import { showToast } from '@/lib/toasts';
import { BackLink } from '@/ui/back-link';
import { NoViewAccess } from '@/ui/no-view-access';
import { createEntity, entityKeys } from '@/lib/entity-kit/entity-api';
import { actionCalls } from '../api/action-calls';
import { canCall } from '@/lib/endpoint-permissions';
import { ActionForm } from './action-form';
import { useActionFormLookups } from './action-form-lookups';
import { actionCreation, newActionFormValues, type ActionFormValues } from './action-form-rules';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/**
 * The new-action page (spec §3, §5): the edit form's fields and rules, empty. A valid submit creates
 * the action (the server numbers it) and opens its detail page; a refusal shows the server's message.
 */
export function ActionCreate(project: { organisationId: string; projectId: string }) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const mayCreate = canCall(permissions, 'createAction', project);
  const lookups = useActionFormLookups(project, mayCreate);
  const [saving, setSaving] = useState(false);
  const listHref = paths.actions.getHref(project.organisationId, project.projectId);

  if (!mayCreate) return <NoViewAccess />;

  const create = async (values: ActionFormValues) => {
    setSaving(true);
    try {
      const created = await createEntity(actionCalls, project, actionCreation(values));
      queryClient.setQueryData(entityKeys.one(actionCalls, { ...project, id: created.id }), created);
      void queryClient.invalidateQueries({ queryKey: entityKeys.all(actionCalls, project) });
      showToast(ToastKind.SUCCESS, { message: t('actionDetail.create.created') }, t);
      navigate(paths.actionDetail.getHref(project.organisationId, project.projectId, created.id));
    } catch (error) {
      notifySaveError(error, t);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <BackLink to={listHref} label={t('actionDetail.create.backToList')} />
      <Title order={1}>{t('actionDetail.createTitle')}</Title>
      <ActionForm
        initial={newActionFormValues}
        currentPeople={[]}
        {...lookups}
        currentActionType={null}
        pending={saving}
        submitLabel={t('actionDetail.create.submit')}
        onSubmit={(values) => void create(values)}
        onCancel={() => navigate(listHref)}
      />
    </Stack>
  );
}
