import { Anchor, Table, Text } from '@mantine/core';
import { impactLevelBand, ImpactLevel } from '@tandem/shared/impacts/impact-level';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { ProgressPill } from '@/ui/status-pills';
import type { DashboardImpactRow } from '../api/get-my-impacts';

const levelKey = {
  [ImpactLevel.HIGH]: 'high',
  [ImpactLevel.MEDIUM]: 'medium',
  [ImpactLevel.LOW]: 'low',
  [ImpactLevel.UNKNOWN]: 'unknown',
} as const;

/** The user's impacts: reference, name (to the impact), project, level band, progress, end date. */
export function DashboardImpactsTable({
  organisationId,
  rows,
  compact = false,
}: {
  organisationId: string;
  rows: DashboardImpactRow[];
  /** The slide-in panel: no project or end date columns. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const p = (key: string) => t(`myDashboardPeople.impacts.${key}`);
  return (
    <Table.ScrollContainer minWidth={compact ? 300 : 640}>
      <Table striped highlightOnHover aria-label={p('tableLabel')} data-testid="dashboard-impacts" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{p('ref')}</Table.Th>
            <Table.Th scope="col">{p('name')}</Table.Th>
            {!compact && <Table.Th scope="col">{p('project')}</Table.Th>}
            <Table.Th scope="col">{p('impactLevel')}</Table.Th>
            <Table.Th scope="col">{p('progress')}</Table.Th>
            {!compact && <Table.Th scope="col">{p('endDate')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-row-id={row.id}>
              <Table.Td>{row.refNumber}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.impactPages.detail.getHref(organisationId, row.projectId, row.id)}
                  size="sm"
                >
                  {row.name}
                </Anchor>
                {compact && (
                  <Text size="xs" c="gray.7">
                    {row.projectName}
                  </Text>
                )}
              </Table.Td>
              {!compact && <Table.Td>{row.projectName}</Table.Td>}
              <Table.Td>{p(`level.${levelKey[impactLevelBand(row.impactLevel)]}`)}</Table.Td>
              <Table.Td>
                <ProgressPill progressStatus={row.progressStatus} />
              </Table.Td>
              {!compact && <Table.Td>{row.endDate ? formatDay(row.endDate) : p('noDate')}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
