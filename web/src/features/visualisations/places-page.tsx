import { Alert, Grid, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { useLoadMatrix, useLocations, type VisualisationScope } from './api';
import { ChartExports } from './chart-exports';
import { WorldMap, type MapPoint } from './world-map';
import '@/lib/i18n/en-gb-visualisations';

/**
 * Places (issue 17): the impacts of the year by location, on a map drawn from shipped geometry (a
 * location needs its latitude and longitude to be on it) and in a list beside it, with a bar chart
 * of the same figures for the exports.
 */
export function PlacesPage({ scope }: { scope: VisualisationScope }) {
  const { t } = useTranslation();
  const matrix = useLoadMatrix('location', scope);
  const locations = useLocations(scope.organisationId);
  const [graph, setGraph] = useState<HTMLElement | null>(null);
  if (matrix.isPending || locations.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (matrix.isError || locations.isError) return <Alert color="red">{t('visualisations.loadFailed')}</Alert>;
  const byId = new Map(locations.data.map((location) => [location.id, location]));
  // An impact counts once per location however many months it spans: the most impacts of any month.
  const rows = matrix.data.rows
    .map((row) => ({
      ...row,
      impacts: Math.max(0, ...row.counts),
      load: row.loads.reduce((sum, load) => sum + load, 0),
      location: byId.get(row.id),
    }))
    .filter((row) => row.impacts > 0)
    .sort((a, b) => b.impacts - a.impacts || a.name.localeCompare(b.name, 'en-GB'));
  const points: MapPoint[] = rows.flatMap((row) =>
    typeof row.location?.latitude === 'number' && typeof row.location.longitude === 'number'
      ? [
          {
            id: row.id,
            name: row.name,
            latitude: row.location.latitude,
            longitude: row.location.longitude,
            count: row.impacts,
          },
        ]
      : [],
  );
  const title = t('visualisations.places.chartTitle');
  const header = [
    t('visualisations.places.location'),
    t('visualisations.places.country'),
    t('visualisations.count'),
  ];
  return (
    <Stack gap="md">
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} size="h5" mb="xs">
            {t('visualisations.places.mapTitle')}
          </Title>
          <WorldMap points={points} label={t('visualisations.places.mapTitle')} />
          <Text size="xs" c="dimmed" mt={4}>
            {t('visualisations.places.noPlace')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={2} size="h5" mb="xs">
            {t('visualisations.places.listTitle')}
          </Title>
          <Table withTableBorder striped fz="sm" data-testid="places-list">
            <Table.Thead>
              <Table.Tr>
                {header.map((cell) => (
                  <Table.Th key={cell}>{cell}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.location?.country ?? ''}</Table.Td>
                  <Table.Td ta="right">{row.impacts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Grid.Col>
      </Grid>
      <ChartExports
        fileName="places"
        graph={graph}
        header={header}
        rows={rows.map((row) => [row.name, row.location?.country ?? '', row.impacts])}
      />
      <PlotlyChart
        title={title}
        testId="places-chart"
        height={Math.max(240, 60 + rows.length * 28)}
        onGraph={setGraph}
        data={[
          {
            type: 'bar',
            orientation: 'h',
            y: rows.map((row) => row.name),
            x: rows.map((row) => row.impacts),
            marker: { color: '#1c7ed6' },
          },
        ]}
        layout={{
          margin: { l: 10, r: 10, t: 10, b: 40 },
          yaxis: { automargin: true, autorange: 'reversed' },
        }}
        table={
          <ChartDataTable
            caption={title}
            rowHeader={header[0]!}
            columnHeaders={[header[2]!]}
            rows={rows.map((row) => ({ id: row.id, label: row.name, values: [row.impacts] }))}
          />
        }
      />
    </Stack>
  );
}
