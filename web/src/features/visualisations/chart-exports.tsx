import { Button, Group } from '@mantine/core';
import { IconDownload, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadChartPng, downloadXlsx } from '@/ui/charts/chart-export';
import '@/lib/i18n/en-gb-visualisations';

/** A chart's two exports: its drawing as a PNG and its figures as an .xlsx. */
export function ChartExports({
  fileName,
  graph,
  header,
  rows,
}: {
  fileName: string;
  graph: HTMLElement | null;
  header: string[];
  rows: (string | number | null)[][];
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPhoto size={14} aria-hidden />}
        disabled={!graph}
        onClick={() => graph && void downloadChartPng(graph, fileName)}
      >
        {t('visualisations.export.png')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => void downloadXlsx(fileName, header, rows)}
      >
        {t('visualisations.export.xlsx')}
      </Button>
    </Group>
  );
}
