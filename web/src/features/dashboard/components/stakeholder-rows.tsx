import { ActionIcon, Anchor, HoverCard, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { commitmentLabel } from '@tandem/shared/stakeholders/commitment-label';
import { stakeholderFeeling } from '@tandem/shared/stakeholders/stakeholder-feeling';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '@/lib/i18n/en-gb-entity-kit';
import { paths } from '@/config/paths';
import type { DashboardStakeholderRow } from '../api/get-my-stakeholders';

type Relationship = DashboardStakeholderRow['projects'][number];
type Measure = 'sentiment' | 'commitment' | 'receptiveness';
const hoverKey = {
  sentiment: 'hoverSentiment',
  commitment: 'hoverCommitment',
  receptiveness: 'hoverReceptiveness',
} as const;

/** A 1-10 score as it reads: the number, and on the full page its label (feeling or commitment). */
function Score({ value, measure }: { value: number; measure?: Measure }) {
  const { t } = useTranslation();
  if (value < 1) return <Text size="sm">{t('myDashboardPeople.stakeholders.unknown')}</Text>;
  if (!measure) return <Text size="sm">{value}</Text>;
  const label =
    measure === 'commitment'
      ? commitmentLabel(value) && t(`entityKit.scale.commitment.${value}`)
      : t(`entityKit.scale.feeling.${stakeholderFeeling(value)}`);
  // Hover cards (spec §2): what the measure means and the score out of 10; focusable for keyboards.
  return (
    <HoverCard width={260} openDelay={500} withArrow shadow="md">
      <HoverCard.Target>
        <Text
          component="button"
          type="button"
          size="sm"
          td="underline dotted"
          bg="transparent"
          p={0}
          style={{ cursor: 'help', border: 0, color: 'inherit' }}
        >
          {t('entityKit.scale.scored', { score: value, label })}
        </Text>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Text size="sm" fw={600}>
          {t(`myDashboardPeople.stakeholders.${measure}`)}:{' '}
          {t('myDashboardPeople.stakeholders.scoreOf', { score: value })}
        </Text>
        <Text size="xs" c="gray.7">
          {t(`myDashboardPeople.stakeholders.${hoverKey[measure]}`)}
        </Text>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/**
 * A measure over a person's projects, for the person's own row: the score when every project scored it
 * the same, else the range ("4–7"); unknown when no project scored it.
 */
export function measureRange(values: readonly number[]): string | null {
  const known = values.filter((value) => value >= 1);
  if (known.length === 0) return null;
  const low = Math.min(...known);
  const high = Math.max(...known);
  return low === high ? String(low) : `${low}–${high}`;
}

function RangeCells({ relationships, full }: { relationships: readonly Relationship[]; full: boolean }) {
  const { t } = useTranslation();
  const measures = [
    'influence',
    'impact',
    ...(full ? (['sentiment', 'commitment', 'receptiveness'] as const) : []),
  ] as const;
  return (
    <>
      {measures.map((measure) => (
        <Table.Td key={measure}>
          <Text size="sm">
            {measureRange(relationships.map((relationship) => relationship[measure])) ??
              t('myDashboardPeople.stakeholders.unknown')}
          </Text>
        </Table.Td>
      ))}
    </>
  );
}

function MeasureCells({ relationship, full }: { relationship: Relationship; full: boolean }) {
  return (
    <>
      <Table.Td>
        <Score value={relationship.influence} />
      </Table.Td>
      <Table.Td>
        <Score value={relationship.impact} />
      </Table.Td>
      {full &&
        (['sentiment', 'commitment', 'receptiveness'] as const).map((measure) => (
          <Table.Td key={measure}>
            <Score value={relationship[measure]} measure={measure} />
          </Table.Td>
        ))}
    </>
  );
}

/**
 * My Stakeholders' rows (spec §2): name, project (or the project count, expandable into a row per
 * project), influence and impact; the full page adds sentiment, commitment and receptiveness.
 */
export function StakeholderRows({
  organisationId,
  rows,
  full = false,
}: {
  organisationId: string;
  rows: DashboardStakeholderRow[];
  full?: boolean;
}) {
  const { t } = useTranslation();
  const s = (key: string, options: Record<string, unknown> = {}) =>
    t(`myDashboardPeople.stakeholders.${key}`, options);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const projectLink = (relationship: Relationship) => (
    <Anchor
      component={Link}
      to={paths.stakeholderPages.detail.getHref(organisationId, relationship.projectId, relationship.id)}
      size="sm"
    >
      {relationship.projectName}
    </Anchor>
  );
  return (
    <Table.ScrollContainer minWidth={full ? 820 : 480}>
      <Table striped aria-label={s('tableLabel')} data-testid="dashboard-stakeholders" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{s('name')}</Table.Th>
            <Table.Th scope="col">{s('project')}</Table.Th>
            <Table.Th scope="col">{s('influence')}</Table.Th>
            <Table.Th scope="col">{s('impact')}</Table.Th>
            {full && <Table.Th scope="col">{s('sentiment')}</Table.Th>}
            {full && <Table.Th scope="col">{s('commitment')}</Table.Th>}
            {full && <Table.Th scope="col">{s('receptiveness')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const single = row.projects.length === 1 ? row.projects[0]! : null;
            const expanded = open.has(row.stakeholderId);
            return (
              <Fragment key={row.stakeholderId}>
                <Table.Tr data-row-id={row.stakeholderId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {single ? (
                      projectLink(single)
                    ) : (
                      <Text size="sm" span>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          mr={4}
                          aria-expanded={expanded}
                          aria-label={s(expanded ? 'hideProjects' : 'showProjects', { name: row.name })}
                          onClick={() => toggle(row.stakeholderId)}
                        >
                          {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                        </ActionIcon>
                        {s('projects', { count: row.projects.length })}
                      </Text>
                    )}
                  </Table.Td>
                  {single ? (
                    <MeasureCells relationship={single} full={full} />
                  ) : (
                    // Several projects: each measure's range across them (the rows below give each).
                    <RangeCells relationships={row.projects} full={full} />
                  )}
                </Table.Tr>
                {!single &&
                  expanded &&
                  row.projects.map((relationship) => (
                    <Table.Tr key={relationship.id} data-testid="stakeholder-project-row">
                      <Table.Td />
                      <Table.Td>{projectLink(relationship)}</Table.Td>
                      <MeasureCells relationship={relationship} full={full} />
                    </Table.Tr>
                  ))}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
