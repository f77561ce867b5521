import { MultiSelect, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getBusinessAreaActionProgressReportQueryOptions } from '../api/get-business-area-action-progress-report';
import { getBusinessAreaActionRagReportQueryOptions } from '../api/get-business-area-action-rag-report';
import type { ProjectRef } from '../api/keys';
import { businessAreaOptions } from './action-chart-model';
import { ActionChartNav } from './action-chart-nav';
import { useMayViewActionCharts } from './action-chart-states';
import { businessAreaFamilyPhrases } from './action-report-families';
import { ActionReportCharts } from './action-report-charts';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

/** The filter lives in the URL (`?businessAreaIds=a&businessAreaIds=b`), so a view can be shared. */
const FILTER_PARAM = 'businessAreaIds';

/**
 * `actions/visualisations/breakdown`: the project's actions per business area, by progress status and
 * by RAG, with a multi-select of business areas sent to both reports as repeated `businessAreaIds`.
 */
export function ActionChartBreakdown({ project }: { project: ProjectRef }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const mayView = useMayViewActionCharts(project);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedParam = searchParams.getAll(FILTER_PARAM).join('\n');
  const selected = useMemo(() => (selectedParam ? selectedParam.split('\n') : []), [selectedParam]);

  // The unfiltered report names every business area that has actions: the filter's choices. With
  // nothing chosen it is also the report shown, so it is fetched once.
  const everyArea = useQuery({
    ...getBusinessAreaActionProgressReportQueryOptions(project),
    enabled: mayView,
  });
  // While a new choice loads, the previous charts stay instead of a spinner.
  const progress = useQuery({
    ...getBusinessAreaActionProgressReportQueryOptions(project, selected),
    enabled: mayView,
    placeholderData: keepPreviousData,
  });
  const rag = useQuery({
    ...getBusinessAreaActionRagReportQueryOptions(project, selected),
    enabled: mayView,
    placeholderData: keepPreviousData,
  });

  const options = useMemo(() => {
    const known = businessAreaOptions(everyArea.data ?? []);
    // A chosen area without actions is not in the unfiltered report; the filtered one names it.
    const chosenOnly = businessAreaOptions(progress.data ?? []).filter(
      (option) => !known.some((item) => item.value === option.value),
    );
    return [...known, ...chosenOnly];
  }, [everyArea.data, progress.data]);

  const choose = (ids: string[]) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FILTER_PARAM);
        for (const id of ids) next.append(FILTER_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('actionCharts.breakdownTitle')}</Title>
        <Text c="dimmed">{t(businessAreaFamilyPhrases.title)}</Text>
      </Stack>
      <ActionChartNav project={project} current="breakdown" />
      <MultiSelect
        label={t('actionCharts.filter.label')}
        description={t('actionCharts.filter.description')}
        placeholder={selected.length ? undefined : t('actionCharts.filter.placeholder')}
        data={options}
        value={selected}
        onChange={choose}
        searchable
        clearable
        maw={640}
        disabled={!everyArea.data}
        data-testid="business-area-filter"
      />
      <Text size="sm" c="dimmed">
        {t('actionCharts.filter.multiAreaNote')}
      </Text>
      <ActionReportCharts
        project={project}
        progress={progress}
        rag={rag}
        phrases={businessAreaFamilyPhrases}
        emptyMessage={selected.length ? t('actionCharts.emptySelection') : undefined}
      />
    </Stack>
  );
}
