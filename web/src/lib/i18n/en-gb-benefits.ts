import { addPhrases } from './add-phrases';

/** Phrases of the benefits pages (namespace `benefits`); field labels as the declaration words them. */
export const benefitsPhrases = {
  title: 'Benefits',
  detailTitle: 'Benefit',
  gridTitle: 'Benefits grid',
  gridLabel: 'Benefits grid of this project',
  tableLabel: 'Benefits of this project',
  panelLabel: 'Benefit summary',
  openPanel: 'Open the summary of {{name}}',
  create: {
    button: 'New benefit',
    title: 'New benefit',
    submit: 'Create benefit',
    created: 'The benefit was created.',
  },
  editTitle: 'Edit benefit',
  exportTitle: 'Export benefits',
  importTitle: 'Import benefits',
  saved: 'The benefit was saved.',
  conflict:
    'Someone else changed this benefit while you were editing it. It has been reloaded: please make your change again.',
  empty: {
    title: 'No benefits yet',
    text: 'Record what this change should achieve.',
    filtered: 'No benefits match these filters.',
  },
  fields: {
    name: 'Benefit',
    description: 'Description',
    owner: 'Owner',
    type: 'Type',
    value: 'Value',
    progressStatus: 'Progress',
    measurmentDate: 'Measurement date',
    endDate: 'End date',
    ragStatus: 'RAG',
    notes: 'Notes',
  },
} as const;

addPhrases('benefits', benefitsPhrases);
