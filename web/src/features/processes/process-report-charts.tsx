import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import type { RoleMapping } from '@tandem/shared/processes/role-mapping';
import { useTranslation } from 'react-i18next';
import { PieChart } from '@/ui/charts/pie-chart';
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart';
import { NO_PROCESS, roleChangesByProcess } from './process-report-model';

/** In scope against out of scope, as a pie with its data table. */
export function ScopePie({ processes }: { processes: ProjectProcess[] }) {
  const { t } = useTranslation();
  const inScope = processes.filter((process) => process.isInScope).length;
  return (
    <PieChart
      title={t('processReport.scopeChart')}
      titleOrder={3}
      sliceHeader={t('processReport.column.scope')}
      valueHeader={t('processReport.column.count')}
      testId="process-scope-pie"
      slices={[
        { id: 'in', label: t('processReport.inScope'), value: inScope, colour: 'teal.7' },
        {
          id: 'out',
          label: t('processReport.outOfScope'),
          value: processes.length - inScope,
          colour: 'gray.5',
        },
      ]}
    />
  );
}

/** Mapped roles per process: those that change and those that stay, as stacked bars with a data table. */
export function RoleChangeChart({
  mappings,
  processes,
}: {
  mappings: RoleMapping[];
  processes: ProjectProcess[];
}) {
  const { t } = useTranslation();
  const rows = roleChangesByProcess(mappings, processes);
  if (rows.length === 0) return null;
  return (
    <StackedBarChart
      title={t('processReport.roleChangeChart')}
      titleOrder={3}
      categoryHeader={t('processReport.column.process')}
      totalHeader={t('processReport.column.mapped')}
      testId="process-role-change-chart"
      categories={rows.map((row) => ({
        id: row.id,
        label: row.id === NO_PROCESS ? t('processReport.noProcess') : row.label,
      }))}
      series={[
        {
          id: 'changed',
          label: t('processReport.changed'),
          colour: 'blue.7',
          values: rows.map((row) => row.changed),
        },
        {
          id: 'unchanged',
          label: t('processReport.unchanged'),
          colour: 'gray.4',
          values: rows.map((row) => row.unchanged),
        },
      ]}
    />
  );
}
