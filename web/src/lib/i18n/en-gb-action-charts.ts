/** Phrases of the action visualisations (namespace `actionCharts`). */
export const actionChartPhrases = {
  title: 'Action visualisations',
  breakdownTitle: 'Action breakdown',
} as const;
