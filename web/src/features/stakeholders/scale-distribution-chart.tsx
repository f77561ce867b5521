import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityFieldView } from '@/lib/entity-kit/entity-view';
import { scaleChoices } from '@/lib/entity-kit/entity-values';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { distributionLayout, distributionTraces, scaleDistribution } from './distribution-model';

/**
 * How many items hold each value of a 1-10 scale (unknown first), as a bar chart labelled as the
 * scale reads (feeling, commitment labels or plain numbers), with the counts as a table.
 */
export function ScaleDistributionChart({
  items,
  fieldKey,
  field,
  title,
  countLabel,
  testId,
}: {
  items: readonly Record<string, unknown>[];
  fieldKey: string;
  field: Pick<EntityFieldView, 'scaleLabels'>;
  title: string;
  /** What the bars count ("Stakeholders", "Audiences"). */
  countLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const labels = useMemo(() => scaleChoices(field, t).map((choice) => choice.label), [field, t]);
  const counts = useMemo(() => scaleDistribution(items, fieldKey), [items, fieldKey]);
  const layout = useMemo(() => distributionLayout(title, countLabel), [title, countLabel]);
  return (
    <PlotlyChart
      title={title}
      data={distributionTraces(labels, counts, countLabel)}
      layout={layout}
      height={300}
      testId={testId}
      table={
        <ChartDataTable
          caption={title}
          rowHeader={t('projectStakeholders.profiling.distribution.value')}
          columnHeaders={[countLabel]}
          rows={labels.map((label, index) => ({ id: String(index), label, values: [counts[index]!] }))}
          testId={`${testId}-table`}
        />
      }
    />
  );
}
