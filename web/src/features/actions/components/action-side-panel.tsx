import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { SidePanel } from '@/ui/side-panel';
import { useEntity } from '@/lib/entity-kit/entity-api';
import { actionCalls, entityRefOf } from '../api/action-calls';
import type { ActionRef } from '../api/keys';
import { ImpactsOfAction } from './action-impacts';
import { ProgressPill, RagPill } from '@/ui/status-pills';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

function PanelBody({ actionRef }: { actionRef: ActionRef }) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const action = useEntity(actionCalls, entityRefOf(actionRef));
  if (action.isPending)
    return (
      <Stack gap="sm" data-testid="action-panel-loading">
        <Skeleton height={24} />
        <Skeleton height={16} />
        <Skeleton height={16} />
      </Stack>
    );
  if (action.isError)
    return (
      <Alert color={isApiError(action.error) && action.error.status === 404 ? 'gray' : 'red'} role="alert">
        {isApiError(action.error) && [403, 404].includes(action.error.status)
          ? t('actionDetail.notFound')
          : t('actionDetail.loadFailed')}
      </Alert>
    );
  const data = action.data;
  return (
    <Stack gap="md" data-testid="action-side-panel">
      <Title order={2} size="h3">
        {data.name}
      </Title>
      <Group gap="lg" align="flex-start">
        <Stack gap={2}>
          <Text size="xs" c="gray.7" fw={600}>
            {t('actionDetail.panel.refNumber')}
          </Text>
          <Text size="sm" data-testid="panel-ref">
            {data.refNumber}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="gray.7" fw={600}>
            {t('actionDetail.panel.progressStatus')}
          </Text>
          <ProgressPill progressStatus={data.progressStatus} />
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="gray.7" fw={600}>
            {t('actionDetail.panel.ragStatus')}
          </Text>
          <RagPill ragStatus={data.ragStatus} progressStatus={data.progressStatus} />
        </Stack>
      </Group>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('actionDetail.panel.impacts')}
        </Title>
        <ImpactsOfAction actionRef={actionRef} />
      </Stack>
      <Group>
        <Button
          component={Link}
          to={paths.actionDetail.getHref(actionRef.organisationId, actionRef.projectId, actionRef.actionId)}
        >
          {t('actionDetail.panel.viewDetails')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The action side panel over the actions list (spec §2 detail panels). */
export function ActionSidePanel({
  actionRef,
  onClose,
}: {
  actionRef: ActionRef | null;
  onClose: () => void;
}) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  return (
    <SidePanel
      opened={actionRef !== null}
      onClose={onClose}
      title={t('actionDetail.panel.label')}
      testId="action-panel"
    >
      {actionRef && <PanelBody actionRef={actionRef} />}
    </SidePanel>
  );
}
