import { Stack, Text, Title } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notifySaveError } from '@/lib/form-support';
import { usePermissions } from '@/lib/permissions-store';
import { showToast } from '@/lib/toasts';
import { BackLink } from '@/ui/back-link';
import { NoViewAccess } from '@/ui/no-view-access';
import { PageLoader } from '@/ui/page-loader';
import { clearEntityField, entityKeys, updateEntity, useEntity } from '@/lib/entity-kit/entity-api';
import { actionCalls, entityRefOf } from '../api/action-calls';
import type { ActionRef } from '../api/keys';
import type { Action } from '../api/list-actions';
import { canCall } from '@/lib/endpoint-permissions';
import { ActionLoadProblem } from './action-detail';
import { ActionForm } from './action-form';
import { useActionFormLookups } from './action-form-lookups';
import { actionClears, actionFormValuesOf, actionChanges, type ActionFormValues } from './action-form-rules';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/**
 * The action edit page (spec §2, §5): the form with every editable field. A valid save sends only
 * what changed, toasts, and goes back to the detail page. A 409 (someone else saved first) shows the
 * server's message — who changed what — as a warning and reloads the action into the form.
 */
export function ActionEdit(actionRef: ActionRef) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const project = { organisationId: actionRef.organisationId, projectId: actionRef.projectId };
  const mayView = canCall(permissions, 'getAction', project);
  const mayEdit = canCall(permissions, 'updateAction', project);
  const ref = entityRefOf(actionRef);
  const action = useEntity(actionCalls, ref, mayView);
  // Owner, assignee and type choices are loaded for editors only (spec §6).
  const lookups = useActionFormLookups(project, mayEdit);
  const [saving, setSaving] = useState(false);
  const detailHref = paths.actionDetail.getHref(
    actionRef.organisationId,
    actionRef.projectId,
    actionRef.actionId,
  );

  if (!mayView || !mayEdit) return <NoViewAccess />;

  const save = async (loaded: Action, values: ActionFormValues) => {
    const initial = actionFormValuesOf(loaded);
    const changes = actionChanges(initial, values);
    const clears = actionClears(initial, values);
    if (!changes && clears.length === 0) {
      showToast(ToastKind.SUCCESS, { message: t('actionDetail.form.nothingChanged') }, t);
      navigate(detailHref);
      return;
    }
    setSaving(true);
    try {
      let saved = changes
        ? await updateEntity(actionCalls, ref, { ...changes, version: loaded.version })
        : loaded;
      // One call per removed person, each on the version the previous write answered.
      for (const field of clears) saved = await clearEntityField(actionCalls, ref, field, saved.version);
      queryClient.setQueryData(entityKeys.one(actionCalls, ref), saved);
      void queryClient.invalidateQueries({ queryKey: entityKeys.all(actionCalls, project) });
      showToast(ToastKind.SUCCESS, { message: t('actionDetail.form.saved') }, t);
      navigate(detailHref);
    } catch (error) {
      if (isApiError(error) && error.status === 409)
        showToast(ToastKind.WARNING, { message: error.message }, t);
      else notifySaveError(error, t);
      // Nothing was written; reload so the form starts again from the latest version.
      await action.refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <BackLink to={detailHref} label={t('actionDetail.backToDetail')} />
      {action.isPending ? (
        <PageLoader />
      ) : action.isError ? (
        <ActionLoadProblem error={action.error} onRetry={() => void action.refetch()} />
      ) : (
        <>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t('actionDetail.fields.refNumber')} {action.data.refNumber} · {action.data.projectName}
            </Text>
            <Title order={1}>{t('actionDetail.editTitle')}</Title>
          </Stack>
          <ActionForm
            // A reload after a conflict brings a new version: start the form again from it.
            key={action.data.version}
            initial={actionFormValuesOf(action.data)}
            currentPeople={[
              ...(action.data.owner && action.data.ownerId
                ? [
                    {
                      id: action.data.ownerId,
                      name: `${action.data.owner.firstName} ${action.data.owner.lastName}`.trim(),
                    },
                  ]
                : []),
              ...(action.data.assignedToId && action.data.assignedToName
                ? [{ id: action.data.assignedToId, name: action.data.assignedToName }]
                : []),
            ]}
            {...lookups}
            currentActionType={
              action.data.actionTypeId && action.data.actionType
                ? { id: action.data.actionTypeId, name: action.data.actionType }
                : null
            }
            pending={saving}
            onSubmit={(values) => void save(action.data, values)}
            onCancel={() => navigate(detailHref)}
          />
        </>
      )}
    </Stack>
  );
}
