import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { impactLevelBand, impactLevelLabel } from '@tandem/shared/impacts/impact-level';
import { confidenceBand, mitigationConfidenceLabel } from '@tandem/shared/impacts/mitigation-confidence';
import { impactTypeLabel, type ImpactType } from '@tandem/shared/impacts/impact-type';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLinkedItems, type EntityLinkView } from '@/lib/entity-kit/entity-links';
import type { ActionRef } from '../api/keys';

/** An impact the action mitigates, as the action lists it (spec §2: level, mitigation confidence, types). */
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
export function useActionImpacts({ actionId, ...project }: ActionRef) {
  const impacts = useLinkedItems(project, actionImpactsLink, actionId);
  // A failed or unexpected answer lists nothing (spec §8: a failed call is a silent skip).
  return (Array.isArray(impacts.data) ? impacts.data : []) as unknown as ActionImpactSummary[];
}

/**
 * The impacts an action mitigates, each naming its level, confidence and types and opening the impact:
 * the action's side panel and its detail page list the same (every linked entity's page shows both sides).
 */
export function ImpactsOfAction({ actionRef }: { actionRef: ActionRef }) {
  const { t } = useTranslation();
  const impacts = useActionImpacts(actionRef);
  if (impacts.length === 0)
    return (
      <Text size="sm" c="gray.7" data-testid="no-action-impacts">
        {t('actionDetail.panel.noImpacts')}
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="action-impacts"
    >
      {impacts.map((impact) => (
        <Paper component="li" key={impact.id} withBorder p="xs" radius="sm">
          <Anchor
            component={Link}
            to={paths.impactPages.detail.getHref(actionRef.organisationId, actionRef.projectId, impact.id)}
            size="sm"
            fw={600}
            c="blue.9"
          >
            {impact.name}
          </Anchor>
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
