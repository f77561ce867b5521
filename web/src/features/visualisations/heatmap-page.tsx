import { Alert, Anchor, Loader, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { shouldShowImpactedCount } from '@tandem/shared/impacts/impacted-count';
import { loadBand, type LoadBand } from '@tandem/shared/visualisations/load';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import {
  useLoadCell,
  useLoadMatrix,
  type HeatmapSection,
  type LoadMatrix,
  type VisualisationScope,
} from './api';
import { ChartExports } from './chart-exports';
import { monthLabel } from './month-label';
import '@/lib/i18n/en-gb-visualisations';

/** Cell colours by band (spec §9 RAG colours); an empty cell is plain. */
const bandColour: Record<LoadBand, string> = {
  none: '#f1f3f5',
  green: '#2f9e44',
  amber: '#f08c00',
  red: '#c92a2a',
};
const bandIndex: Record<LoadBand, number> = { none: 0, green: 1, amber: 2, red: 3 };
const colourscale: [number, string][] = [
  [0, bandColour.none],
  [0.25, bandColour.none],
  [0.25, bandColour.green],
  [0.5, bandColour.green],
  [0.5, bandColour.amber],
  [0.75, bandColour.amber],
  [0.75, bandColour.red],
  [1, bandColour.red],
];

type Cell = { rowId: string; rowName: string; month: string };

/**
 * The heatmap (issue 17): rows of the section × the year's months, each cell the weighted load of the
 * impacts active in that month, coloured by the organisation's thresholds. Choosing a cell (in the
 * drawing or in its table) lists exactly the impacts counted in it.
 */
export function HeatmapPage({ scope, section }: { scope: VisualisationScope; section: HeatmapSection }) {
  const { t } = useTranslation();
  const matrix = useLoadMatrix(section, scope);
  const [cell, setCell] = useState<Cell | null>(null);
  const [graph, setGraph] = useState<HTMLElement | null>(null);
  const data = matrix.data;
  const sectionName = t(`visualisations.section.${section}`);
  const chart = useMemo(() => (data ? heatmapTraces(data) : null), [data]);
  if (matrix.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (matrix.isError || !data || !chart) return <Alert color="red">{t('visualisations.loadFailed')}</Alert>;
  const title = t('visualisations.heatmap.chartTitle', {
    section: t(`visualisations.sections.${section}`).toLowerCase(),
    year: data.year,
  });
  const months = data.months.map(monthLabel);
  const choose = (rowIndex: number, monthIndex: number) =>
    setCell({
      rowId: data.rows[rowIndex]!.id,
      rowName: data.rows[rowIndex]!.name,
      month: data.months[monthIndex]!,
    });
  return (
    <Stack gap="md">
      <Text size="sm">{t('visualisations.weighting')}</Text>
      <Text size="sm" c="dimmed">
        {t('visualisations.heatmap.legend', {
          amber: data.thresholds.amberFrom,
          red: data.thresholds.redFrom,
        })}
      </Text>
      <ChartExports
        fileName={`heatmap-${section}-${data.year}`}
        graph={graph}
        header={[sectionName, ...months]}
        rows={data.rows.map((row) => [row.name, ...row.loads])}
      />
      <PlotlyChart
        title={title}
        traces="heatmap"
        testId="heatmap-chart"
        height={Math.max(260, 60 + data.rows.length * 32)}
        // Twelve month columns of about 30 px beside the row names.
        minWidth={560}
        data={[
          {
            type: 'heatmap',
            x: months,
            y: data.rows.map((row) => row.name),
            z: chart.bands,
            text: chart.text as unknown as string[],
            texttemplate: '%{text}',
            hovertemplate: '%{y}, %{x}: %{text}<extra></extra>',
            colorscale: colourscale,
            zmin: 0,
            zmax: 3,
            showscale: false,
            xgap: 2,
            ygap: 2,
          },
        ]}
        layout={{
          margin: { l: 180, r: 10, t: 10, b: 40 },
          yaxis: { automargin: true, autorange: 'reversed' },
        }}
        onGraph={setGraph}
        onPlotClick={(point) => {
          const rowIndex = data.rows.findIndex((row) => row.name === point.y);
          const monthIndex = months.indexOf(String(point.x));
          if (rowIndex >= 0 && monthIndex >= 0) choose(rowIndex, monthIndex);
        }}
        table={
          <HeatmapTable
            caption={title}
            rowHeader={sectionName}
            months={months}
            data={data}
            onChoose={choose}
          />
        }
      />
      <Text size="sm" c="dimmed">
        {t('visualisations.heatmap.cellHint')}
      </Text>
      {cell && <CellImpacts scope={scope} section={section} cell={cell} />}
    </Stack>
  );
}

/** Band index per cell (the colour) and the load as the cell's text. */
function heatmapTraces(data: LoadMatrix) {
  return {
    bands: data.rows.map((row) => row.loads.map((load) => bandIndex[loadBand(load, data.thresholds)])),
    text: data.rows.map((row) => row.loads.map((load) => (load > 0 ? String(load) : ''))),
  };
}

/** The figures as a table; a counted cell is a button that lists its impacts (the drawing's keyboard path). */
function HeatmapTable({
  caption,
  rowHeader,
  months,
  data,
  onChoose,
}: {
  caption: string;
  rowHeader: string;
  months: string[];
  data: LoadMatrix;
  onChoose: (rowIndex: number, monthIndex: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720} mt="sm">
      <Table withTableBorder striped fz="xs" data-testid="heatmap-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{rowHeader}</Table.Th>
            {months.map((month) => (
              <Table.Th key={month} scope="col" ta="right">
                {month}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row, rowIndex) => (
            <Table.Tr key={row.id} data-row-id={row.id}>
              <Table.Th scope="row" fw={400}>
                {row.name}
              </Table.Th>
              {row.loads.map((load, monthIndex) => (
                <Table.Td key={months[monthIndex]} ta="right" data-month={data.months[monthIndex]}>
                  {row.counts[monthIndex] ? (
                    <UnstyledButton
                      fz="xs"
                      td="underline"
                      aria-label={t('visualisations.heatmap.cellOf', {
                        row: row.name,
                        month: months[monthIndex],
                      })}
                      onClick={() => onChoose(rowIndex, monthIndex)}
                    >
                      {load}
                    </UnstyledButton>
                  ) : (
                    '–'
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The impacts counted in the chosen cell, heaviest first, each linking to its page. */
function CellImpacts({
  scope,
  section,
  cell,
}: {
  scope: VisualisationScope;
  section: HeatmapSection;
  cell: Cell;
}) {
  const { t } = useTranslation();
  const detail = useLoadCell(section, scope, { rowId: cell.rowId, month: cell.month });
  const heading = t('visualisations.heatmap.cellTitle', {
    row: cell.rowName,
    month: monthLabel(cell.month),
    load: detail.data?.load ?? '…',
  });
  return (
    <Stack gap="xs" component="section" aria-label={heading} data-testid="heatmap-cell-impacts">
      <Title order={3} size="h5">
        {heading}
      </Title>
      {detail.isPending && <Loader size="xs" aria-label={t('app.loading')} />}
      {detail.isError && <Alert color="red">{t('visualisations.loadFailed')}</Alert>}
      {detail.data && detail.data.impacts.length === 0 && (
        <Text size="sm">{t('visualisations.heatmap.noImpacts')}</Text>
      )}
      {detail.data && detail.data.impacts.length > 0 && (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('visualisations.heatmap.impact')}</Table.Th>
              <Table.Th>{t('visualisations.heatmap.project')}</Table.Th>
              <Table.Th ta="right">{t('visualisations.heatmap.level')}</Table.Th>
              <Table.Th ta="right">{t('visualisations.heatmap.people')}</Table.Th>
              <Table.Th ta="right">{t('visualisations.heatmap.weight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.data.impacts.map((impact) => (
              <Table.Tr key={impact.id} data-impact-id={impact.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.impactPages.detail.getHref(scope.organisationId, impact.projectId, impact.id)}
                  >
                    {impact.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{impact.projectName}</Table.Td>
                <Table.Td ta="right">{impact.impactLevel}</Table.Td>
                <Table.Td ta="right">
                  {shouldShowImpactedCount(impact.totalPeopleImpacted) ? impact.totalPeopleImpacted : '–'}
                </Table.Td>
                <Table.Td ta="right">{impact.weight}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
