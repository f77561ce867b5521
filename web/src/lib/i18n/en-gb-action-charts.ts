import { addPhrases } from './add-phrases';

/** Phrases of the action visualisations (namespace `actionCharts`). */
export const actionChartPhrases = {
  title: 'Action visualisations',
  breakdownTitle: 'Action breakdown',
  intro: 'The active actions of this project, by RAG and by progress status.',
  navigation: 'Action visualisations',
  overview: 'Overview',
  breakdown: 'By business area',
  backToOverview: 'Back to the action visualisations',
  openActions: 'Go to the actions',
  openGrid: 'Open the actions grid',
  loading: 'Loading the charts…',
  loadFailed: 'The figures could not be loaded.',
  retry: 'Try again',
  switchedOffTitle: 'Visualisations are switched off',
  switchedOff:
    'Your organisation has switched visualisations off. An admin can switch them on again in the organisation settings.',
  backToActions: 'Back to the actions list',
  empty: 'No actions yet',
  emptyHint: 'Charts appear here once this project has active actions.',
  emptySelection: 'The chosen business areas have no actions.',
  actions: 'Actions',
  total: 'Total',
  status: 'Status',
  stats: {
    label: 'Key figures',
    total: 'Active actions',
    completed: 'Completed',
    open: 'Not completed',
    percentComplete: 'Percent complete',
    percentValue: '{{percent}}%',
  },
  byRag: 'Actions by RAG status',
  byRagNote:
    'Red, amber, green and unknown count only actions not completed; completed actions are counted on their own.',
  byProgress: 'Actions by progress status',
  filter: {
    label: 'Business areas',
    placeholder: 'All business areas with actions',
    description: 'Choose one or more business areas to compare; leave empty for all.',
    multiAreaNote: 'An action linked to several business areas counts once in each of them.',
  },
  families: {
    businessArea: {
      link: 'By business area',
      title: 'Actions by business area',
      progress: 'Progress status by business area',
      rag: 'RAG status by business area',
      group: 'Business area',
      none: 'No business area',
    },
    assignedTo: {
      link: 'By assignee',
      title: 'Actions by assignee',
      progress: 'Progress status by assignee',
      rag: 'RAG status by assignee',
      group: 'Assigned to',
      none: 'Unassigned',
    },
    audience: {
      link: 'By audience',
      title: 'Actions by audience',
      progress: 'Progress status by audience',
      rag: 'RAG status by audience',
      group: 'Audience',
      none: 'No audience',
    },
  },
  notFound: {
    title: 'No such visualisation',
    text: 'There is no action visualisation called “{{page}}”.',
  },
} as const;

addPhrases('actionCharts', actionChartPhrases);
