import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { impactLevelBand, impactLevelLabel } from '@tandem/shared/impacts/impact-level';
import { confidenceBand, mitigationConfidenceLabel } from '@tandem/shared/impacts/mitigation-confidence';
import { impactTypeLabel, type ImpactType } from '@tandem/shared/impacts/impact-type';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { SidePanel } from '@/ui/side-panel';
import { useLinkedItems, type EntityLinkView } from '@/lib/entity-kit/entity-links';
import { useEntity } from '@/lib/entity-kit/entity-api';
import { actionCalls, entityRefOf } from '../api/action-calls';
import type { ActionRef } from '../api/keys';
import { ProgressPill, RagPill } from '@/ui/status-pills';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-action-detail';

/** An impact the action mitigates, as the panel lists it (spec §2: level, mitigation confidence, types). */
export type ActionImpactSummary = {
  id: string;
  name: string;
  /** 1-10; 0 or less is unknown. */
  impactLevel: number;
  /** -1 means none. */
  mitigationConfidence: number;
  impactTypes: ImpactType[];
};

/** The action side of the impact ↔ action link (shared `impactActionLink`). */
const actionImpactsLink: EntityLinkView = {
  key: 'impacts',
  ids: {
    list: 'listActionImpacts',
    add: 'addActionImpacts',
    remove: 'removeActionImpact',
    unassigned: 'listActionUnassignedImpacts',
  },
  selfIdParam: 'actionId',
  otherIdsKey: 'impactIds',
  otherIdParam: 'impactId',
};

/** The action's impacts (`{actionId}/assignedImpacts`). */
function useActionImpacts({ actionId, ...project }: ActionRef) {
  const impacts = useLinkedItems(project, actionImpactsLink, actionId);
  // A failed or unexpected answer lists nothing (spec §8: a failed call is a silent skip).
  return (Array.isArray(impacts.data) ? impacts.data : []) as unknown as ActionImpactSummary[];
}

function ImpactsOfAction({ impacts }: { impacts: ActionImpactSummary[] }) {
  const { t } = useTranslation();
  if (impacts.length === 0)
    return (
      <Text size="sm" c="gray.7" data-testid="no-action-impacts">
        {t('actionDetail.panel.noImpacts')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {impacts.map((impact) => (
        <Paper component="li" key={impact.id} withBorder p="xs" radius="sm">
          <Text size="sm" fw={600}>
            {impact.name}
          </Text>
          <Text size="xs">
            {t('actionDetail.panel.impactLevel')}: {impactLevelLabel[impactLevelBand(impact.impactLevel)]} ·{' '}
            {t('actionDetail.panel.mitigationConfidence')}:{' '}
            {mitigationConfidenceLabel[confidenceBand(impact.mitigationConfidence)]} ·{' '}
            {t('actionDetail.panel.impactTypes')}:{' '}
            {impact.impactTypes.map((type) => impactTypeLabel[type]).join(', ')}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function PanelBody({ actionRef }: { actionRef: ActionRef }) {
  const { t } = useTranslation();
  const action = useEntity(actionCalls, entityRefOf(actionRef));
  const impacts = useActionImpacts(actionRef);
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
        <ImpactsOfAction impacts={impacts} />
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
  const { t } = useTranslation();
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
