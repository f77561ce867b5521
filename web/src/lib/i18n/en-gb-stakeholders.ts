import { addPhrases } from './add-phrases';

/** Phrases of the project stakeholders pages (namespace `projectStakeholders`). */
export const projectStakeholdersPhrases = {
  title: 'Stakeholders',
  detailTitle: 'Stakeholder',
  gridTitle: 'Stakeholders grid',
  gridLabel: 'Stakeholders grid of this project',
  tableLabel: 'Stakeholders of this project',
  panelLabel: 'Stakeholder summary',
  openPanel: 'Open the summary of {{name}}',
  create: {
    button: 'Add stakeholder',
    title: 'Add a stakeholder',
    submit: 'Add stakeholder',
    created: 'The stakeholder was added to the project.',
  },
  editTitle: 'Edit stakeholder',
  exportTitle: 'Export stakeholders',
  importTitle: 'Import stakeholders',
  saved: 'The stakeholder was saved.',
  conflict:
    'Someone else changed this stakeholder while you were editing it. It has been reloaded: please make your change again.',
  empty: {
    title: 'No stakeholders yet',
    text: 'Add the people this change affects or who can influence it.',
    filtered: 'No stakeholders match these filters.',
  },
  fields: {
    stakeholder: 'Stakeholder',
    role: 'Project role',
    influence: 'Influence',
    impact: 'Impact',
    sentiment: 'Sentiment',
    commitment: 'Commitment',
    receptiveness: 'Receptiveness',
    isKeyStakeholder: 'Key stakeholder',
    isChangeNetwork: 'Change network',
    owner: 'Relationship owner',
    owners: 'Owners',
    notes: 'Notes',
  },
  profiling: {
    open: 'Profiling',
    title: 'Stakeholder profiling',
    measure: 'Profile by',
    types: { 1: 'Sentiment', 2: 'Receptiveness', 3: 'Commitment' },
    quadrantTitle: 'Influence and {{measure}}',
    tableCaption: 'The stakeholders as the chart places them',
    unknownLeftOut_one: '{{count}} stakeholder with an unknown score is not placed.',
    unknownLeftOut_other: '{{count}} stakeholders with an unknown score are not placed.',
    quadrants: {
      manageClosely: 'Manage closely',
      keepSatisfied: 'Keep satisfied',
      keepInformed: 'Keep informed',
      monitor: 'Monitor',
    },
    stakeholders: 'Stakeholders',
    empty: 'No stakeholder has both scores yet.',
    distribution: {
      title: 'Stakeholders by {{measure}}',
      value: 'Score',
    },
  },
  links: {
    impacts: 'Impacts',
    ownedActions: 'Owned actions',
    stakeholderOwners: 'Stakeholder owners',
  },
} as const;

/** Phrases of the audiences pages (namespace `audiences`). */
export const audiencesPhrases = {
  title: 'Audiences',
  detailTitle: 'Audience',
  gridTitle: 'Audiences grid',
  gridLabel: 'Audiences grid of this project',
  tableLabel: 'Audiences of this project',
  panelLabel: 'Audience summary',
  openPanel: 'Open the summary of {{name}}',
  create: {
    button: 'New audience',
    title: 'New audience',
    submit: 'Create audience',
    created: 'The audience was created.',
  },
  editTitle: 'Edit audience',
  exportTitle: 'Export audiences',
  saved: 'The audience was saved.',
  conflict:
    'Someone else changed this audience while you were editing it. It has been reloaded: please make your change again.',
  empty: {
    title: 'No audiences yet',
    text: 'Group the people this change reaches, to track how ready each group is.',
    filtered: 'No audiences match these filters.',
  },
  fields: {
    name: 'Audience',
    description: 'Description',
    size: 'Size',
    influence: 'Influence',
    impact: 'Impact',
    owner: 'Owner',
  },
  visualisations: {
    open: 'Visualisations',
    title: 'Audience visualisations',
    sectionsLabel: 'Visualisation',
    none: 'No audiences yet.',
    sections: {
      readiness: 'Readiness today',
      sizes: 'Audiences by size',
      influence: 'Audiences by influence',
      impact: 'Audiences by impact',
    },
  },
  sizes: {
    extraSmall: 'Extra small',
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
    extraLarge: 'Extra large',
  },
  members: {
    title: 'Members',
    empty: 'This audience has no members yet.',
    add: 'Add member',
    addLabel: 'Stakeholder to add',
    choose: 'Choose a stakeholder',
    added: '{{name}} was added to the audience.',
    remove: 'Remove {{name}}',
    removed: '{{name}} was removed from the audience.',
    loadFailed: 'The members could not be loaded. Please try again.',
  },
  readiness: {
    grid: 'Readiness tracking',
    pulses: 'Pulses',
    title: 'Readiness',
    intro: 'How ready each audience is, pulse by pulse: each chart draws one measure over time.',
    tableCaption: '{{measure}} by audience and pulse date',
    none: 'No pulses yet: record one to start the readiness history.',
    record: 'Record a pulse',
    loadFailed: 'The pulses could not be loaded. Please try again.',
    byMeasure: 'Trend by measure',
    byAudience: 'Trend by audience',
    measure: 'Measure',
    audienceCaption: 'Readiness of {{name}} by measure and pulse date',
    spiderTitle: 'Readiness today',
    spiderCaption: 'Each audience’s readiness measures at its latest pulse',
    asOf: '{{name}} (pulse of {{date}})',
    noPulse: '{{name}} (no pulse yet)',
    measures: {
      awareness: 'Awareness',
      understanding: 'Understanding',
      commitment: 'Commitment',
      capability: 'Capability',
      adoption: 'Adoption',
    },
  },
  links: { impacts: 'Impacts' },
} as const;

/** Phrases of the pulses (namespace `pulses`): a dated check of an audience's readiness. */
export const pulsesPhrases = {
  title: 'Pulses',
  detailTitle: 'Pulse',
  gridTitle: 'Readiness tracking',
  gridLabel: 'Readiness tracking grid: one row a pulse',
  tableLabel: 'Pulses of this project',
  panelLabel: 'Pulse summary',
  openPanel: 'Open the pulse of {{name}}',
  create: {
    button: 'Record a pulse',
    title: 'Record a pulse',
    submit: 'Record pulse',
    created: 'The pulse was recorded.',
  },
  editTitle: 'Edit pulse',
  exportTitle: 'Export pulses',
  saved: 'The pulse was saved.',
  conflict:
    'Someone else changed this pulse while you were editing it. It has been reloaded: please make your change again.',
  empty: {
    title: 'No pulses yet',
    text: 'Record how ready an audience is today; pulses over time make the readiness trend.',
    filtered: 'No pulses match these filters.',
  },
  fields: {
    audience: 'Audience',
    pulseDate: 'Pulse date',
    awareness: 'Awareness',
    understanding: 'Understanding',
    commitment: 'Commitment',
    capability: 'Capability',
    adoption: 'Adoption',
    sentiment: 'Sentiment',
    notes: 'Notes',
  },
} as const;

/** Phrases of the organisation's page of one person. */
export const organisationStakeholderPhrases = {
  title: 'Stakeholder',
  projects: 'Projects',
  projectsLabel: 'Projects this person is a stakeholder in',
  none: 'This person is not a stakeholder in any project you can see.',
  project: 'Project',
  loadFailed: 'The projects could not be loaded. Please try again.',
} as const;

addPhrases('projectStakeholders', projectStakeholdersPhrases);
addPhrases('audiences', audiencesPhrases);
addPhrases('pulses', pulsesPhrases);
addPhrases('organisationStakeholder', organisationStakeholderPhrases);
