import { Anchor, Table, Text } from '@mantine/core';
import { dueDateColour } from '@tandem/shared/actions/due-date-colour';
import { isEmptyDate } from '@tandem/shared/core/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { ProgressPill, RagPill } from '@/ui/status-pills';
import type { DashboardActionRow } from '../api/get-dashboard-actions';
import { DashboardStatusEditor } from './dashboard-status-editor';

/** Due dates of open actions coloured as spec §4: past in the danger colour, otherwise warning. */
const dueColour = (row: DashboardActionRow, coloured: boolean) => {
  if (!coloured) return undefined;
  const colour = dueDateColour(row.actualEndDate);
  // Dark shades, so the text keeps WCAG AA contrast on striped and hovered rows.
  return colour === 'danger' ? 'red.9' : colour === 'warning' ? '#a34100' : undefined;
};

/** The user's actions as a table: reference, name (to the action), project, due date, RAG, progress. */
export function DashboardActionsTable({
  rows,
  label,
  colourDueDates = true,
  editable = false,
}: {
  rows: DashboardActionRow[];
  label: string;
  colourDueDates?: boolean;
  /** RAG and progress as editors where the user may edit the project's actions (My Dashboard). */
  editable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label} data-testid="dashboard-actions" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('myDashboard.list.ref')}</Table.Th>
            <Table.Th scope="col">{t('myDashboard.list.name')}</Table.Th>
            <Table.Th scope="col">{t('myDashboard.list.project')}</Table.Th>
            <Table.Th scope="col">{t('myDashboard.list.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('myDashboard.list.rag')}</Table.Th>
            <Table.Th scope="col">{t('myDashboard.list.progress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-row-id={row.id}>
              <Table.Td>{row.refNumber}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.actionDetail.getHref(row.organisationId, row.projectId, row.id)}
                  size="sm"
                >
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.projectName}</Table.Td>
              <Table.Td>
                {isEmptyDate(row.actualEndDate) ? (
                  <Text size="sm" c="gray.7">
                    {t('myDashboard.list.noDate')}
                  </Text>
                ) : (
                  <Text size="sm" c={dueColour(row, colourDueDates)} fw={500}>
                    {formatDay(row.actualEndDate)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {editable ? (
                  <DashboardStatusEditor row={row} field="ragStatus" />
                ) : (
                  <RagPill ragStatus={row.ragStatus} progressStatus={row.progressStatus} />
                )}
              </Table.Td>
              <Table.Td>
                {editable ? (
                  <DashboardStatusEditor row={row} field="progressStatus" />
                ) : (
                  <ProgressPill progressStatus={row.progressStatus} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
