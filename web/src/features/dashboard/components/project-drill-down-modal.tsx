import { Alert, Anchor, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { NO_ACCESS_PROJECTS_ID } from '@tandem/shared/dashboard/limits';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PieChart } from '@/ui/charts/pie-chart';
import { useActionProjectSlices, type DrillDown } from '../api/get-action-project-slices';
import { drillDownGridHref } from './my-actions-model';

/** The slice palette (spec §9: 12 colours); projects with no access are grey. */
const palette = [
  'blue',
  'teal',
  'grape',
  'orange',
  'cyan',
  'pink',
  'lime',
  'indigo',
  'yellow',
  'violet',
  'green',
  'red',
];

/**
 * The drill-down (spec §2): a pie of the projects holding the user's actions of one status; a slice
 * (or its link below) opens that project's actions grid in a new tab, filtered by the status and the
 * user as assignee.
 */
export function ProjectDrillDownModal({
  organisationId,
  drillDown,
  statusLabel,
  fullName,
  onClose,
}: {
  organisationId: string;
  /** The user's full name: the grid's assigned-to filter. */
  fullName: string;
  drillDown: DrillDown | null;
  statusLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const slices = useActionProjectSlices(organisationId, drillDown);
  const gridHref = (projectId: string) =>
    drillDown
      ? drillDownGridHref(paths.actionsGrid.getHref(organisationId, projectId), drillDown, fullName)
      : '';
  const rows = (slices.data ?? []).map((slice, index) => ({
    ...slice,
    label: slice.id === NO_ACCESS_PROJECTS_ID ? t('myDashboard.actions.noAccessProjects') : slice.label,
    colour: slice.id === NO_ACCESS_PROJECTS_ID ? 'gray.5' : palette[index % palette.length]!,
  }));
  // window.open needs the app's base path (the app is served under a sub-path outside local).
  const base = useHref('/').replace(/\/$/, '');
  const open = (id: string) => {
    if (id !== NO_ACCESS_PROJECTS_ID) window.open(`${base}${gridHref(id)}`, '_blank', 'noopener');
  };
  const status = statusLabel.toLocaleLowerCase('en-GB');
  return (
    <Modal
      opened={drillDown !== null}
      onClose={onClose}
      title={t('myDashboard.drillDown.title', { status })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('myDashboard.drillDown.close') }}
    >
      {slices.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {slices.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.loadData')}
        </Alert>
      )}
      {slices.isSuccess && rows.length === 0 && <Text>{t('myDashboard.drillDown.none')}</Text>}
      {slices.isSuccess && rows.length > 0 && (
        <Stack gap="sm">
          <PieChart
            title={t('myDashboard.drillDown.pie', { status })}
            titleOrder={3}
            slices={rows}
            sliceHeader={t('myDashboard.actions.projectHeader')}
            valueHeader={t('myDashboard.actions.valueHeader')}
            onSliceClick={open}
            testId="drill-down-pie"
          />
          <Text size="sm" c="gray.7">
            {t('myDashboard.drillDown.hint', { status })}
          </Text>
          <List spacing={4} size="sm" data-testid="drill-down-projects">
            {rows.map((row) => (
              <List.Item key={row.id}>
                {row.id === NO_ACCESS_PROJECTS_ID ? (
                  <Text size="sm" c="gray.7" span>
                    {row.label} ({row.value}) — {t('myDashboard.drillDown.noAccess')}
                  </Text>
                ) : (
                  <Anchor component={Link} to={gridHref(row.id)} target="_blank" rel="noopener" size="sm">
                    {t('myDashboard.drillDown.open', { project: row.label, count: row.value })}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Modal>
  );
}
