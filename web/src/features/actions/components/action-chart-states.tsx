import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartPie } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useVisualisationsOff } from '@/lib/use-visualisations-off';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import type { ProjectRef } from '../api/keys';
import { canCall } from '@/lib/endpoint-permissions';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

/** Whether the user may read the project's action reports (the summary and every report ask one right). */
export function useMayViewActionCharts(project: ProjectRef): boolean {
  const permissions = usePermissions();
  return useMemo(() => canCall(permissions, 'getActionsSummary', project), [permissions, project]);
}

/**
 * The access-denied screen in place of a chart page for users without action view rights, and a
 * clear note instead of the charts when the organisation has switched visualisations off.
 */
export function ActionChartsAccess({ project, children }: { project: ProjectRef; children: ReactNode }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const mayView = useMayViewActionCharts(project);
  const off = useVisualisationsOff(project.organisationId);
  if (!mayView) return <NoViewAccess />;
  if (off)
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconChartPie aria-hidden />}
        data-testid="visualisations-off"
      >
        <Stack gap="xs" align="flex-start">
          <Title order={1} size="h3">
            {t('actionCharts.switchedOffTitle')}
          </Title>
          <Text size="sm">{t('actionCharts.switchedOff')}</Text>
          <Anchor
            component={Link}
            to={paths.actions.getHref(project.organisationId, project.projectId)}
            size="sm"
          >
            {t('actionCharts.backToActions')}
          </Anchor>
        </Stack>
      </Alert>
    );
  return children;
}

export function ActionChartsLoading() {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  return (
    <Center py="xl" role="status" aria-label={t('actionCharts.loading')} data-testid="action-charts-loading">
      <Loader />
    </Center>
  );
}

export function ActionChartsError({ onRetry }: { onRetry: () => void }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      data-testid="action-charts-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('actionCharts.loadFailed')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actionCharts.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** 'No actions yet', with the way to the actions list where they are created. */
export function ActionChartsEmpty({ project, message }: { project: ProjectRef; message?: string }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="action-charts-empty">
      <IconChartPie size={40} aria-hidden color="var(--mantine-color-gray-6)" />
      <Title order={2} size="h4">
        {message ?? t('actionCharts.empty')}
      </Title>
      {!message && <Text c="dimmed">{t('actionCharts.emptyHint')}</Text>}
      <Anchor component={Link} to={paths.actions.getHref(project.organisationId, project.projectId)}>
        {t('actionCharts.openActions')}
      </Anchor>
    </Stack>
  );
}
