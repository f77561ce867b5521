import { impactProgressLabelText } from '@tandem/shared/impacts/impact-progress-label';
import { addPhrases } from './add-phrases';

/** Phrases of the impacts and impact-groups pages (namespaces `impacts`, `impactGroups`). */
export const impactsPhrases = {
  title: 'Impacts',
  detailTitle: 'Impact',
  gridTitle: 'Impacts grid',
  gridLabel: 'Impacts grid of this project',
  tableLabel: 'Impacts of this project',
  panelLabel: 'Impact summary',
  openPanel: 'Open the summary of {{name}}',
  create: {
    button: 'New impact',
    title: 'New impact',
    submit: 'Create impact',
    created: 'The impact was created.',
  },
  editTitle: 'Edit impact',
  exportTitle: 'Export impacts',
  importTitle: 'Import impacts',
  saved: 'The impact was saved.',
  conflict:
    'Someone else changed this impact while you were editing it. It has been reloaded: please make your change again.',
  empty: {
    title: 'No impacts yet',
    text: 'Record what this change does to people, processes and technology.',
    filtered: 'No impacts match these filters.',
  },
  fields: {
    name: 'Impact',
    description: 'Description',
    impactLevel: 'Impact level',
    mitigationConfidence: 'Mitigation confidence',
    impactTypes: 'Impact types',
    owner: 'Impact owner',
    progressStatus: 'Progress',
    startDate: 'Start date',
    endDate: 'End date',
    totalPeopleImpacted: 'Number of individuals impacted',
    businessAreas: 'Business areas',
    locations: 'Locations',
    reviewedBy: 'Reviewer',
  },
  levels: {
    unknown: 'Unknown',
    low: '{{value}} · Low',
    medium: '{{value}} · Medium',
    high: '{{value}} · High',
  },
  confidence: {
    unknown: 'None',
    low: '{{value}} · Low',
    medium: '{{value}} · Medium',
    high: '{{value}} · High',
  },
  progress: impactProgressLabelText,
  types: { people: 'People', process: 'Process', technology: 'Technology' },
  links: {
    actions: 'Actions',
    impactGroups: 'Impact groups',
    impacts: 'Impacts',
    projectStakeholders: 'Stakeholders',
    audiences: 'Audiences',
    projectProcesses: 'Processes',
    milestones: 'Milestones',
  },
} as const;

export const impactGroupsPhrases = {
  title: 'Impact groups',
  detailTitle: 'Impact group',
  gridTitle: 'Impact groups grid',
  gridLabel: 'Impact groups grid of this project',
  tableLabel: 'Impact groups of this project',
  panelLabel: 'Impact group summary',
  openPanel: 'Open {{name}}',
  create: {
    button: 'New impact group',
    title: 'New impact group',
    submit: 'Create impact group',
    created: 'The impact group was created.',
  },
  editTitle: 'Edit impact group',
  exportTitle: 'Export impact groups',
  saved: 'The impact group was saved.',
  conflict:
    'Someone else changed this impact group while you were editing it. It has been reloaded: please make your change again.',
  empty: {
    title: 'No impact groups yet',
    text: 'Group related impacts to see them at a higher level.',
    filtered: 'No impact groups match these filters.',
  },
  fields: { name: 'Impact group', description: 'Description', owner: 'Owner' },
  links: { impacts: 'Impacts' },
} as const;

addPhrases('impacts', impactsPhrases);
addPhrases('impactGroups', impactGroupsPhrases);
