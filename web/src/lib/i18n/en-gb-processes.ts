import { addPhrases } from './add-phrases';

const pages = (plural: string, singular: string, text: string) => ({
  title: plural,
  detailTitle: singular,
  gridTitle: `${plural} grid`,
  gridLabel: `${plural} grid of this project`,
  tableLabel: `${plural} of this project`,
  panelLabel: `${singular} summary`,
  openPanel: 'Open the summary of {{name}}',
  create: {
    button: `New ${singular.toLowerCase()}`,
    title: `New ${singular.toLowerCase()}`,
    submit: `Create ${singular.toLowerCase()}`,
    created: `The ${singular.toLowerCase()} was created.`,
  },
  editTitle: `Edit ${singular.toLowerCase()}`,
  exportTitle: `Export ${plural.toLowerCase()}`,
  importTitle: `Import ${plural.toLowerCase()}`,
  saved: `The ${singular.toLowerCase()} was saved.`,
  conflict: `Someone else changed this ${singular.toLowerCase()} while you were editing it. It has been reloaded: please make your change again.`,
  empty: {
    title: `No ${plural.toLowerCase()} yet`,
    text,
    filtered: `No ${plural.toLowerCase()} match these filters.`,
  },
});

export const projectProcessesPhrases = {
  ...pages(
    'Project processes',
    'Project process',
    'Record which of the organisation’s processes this change touches.',
  ),
  fields: {
    name: 'Process',
    uniqueIdentifier: 'Unique identifier',
    level1: 'Level 1',
    level2: 'Level 2',
    level3: 'Level 3',
    level4: 'Level 4',
    level5: 'Level 5',
    isInScope: 'In scope',
    scopeItems: 'Scope items',
    owner: 'Process owner',
    ragStatus: 'RAG',
  },
  links: { impacts: 'Impacts' },
};

export const roleMappingsPhrases = {
  ...pages('Role mapping', 'Role mapping', 'Map each current job role to the process role it becomes.'),
  create: {
    button: 'New role mapping',
    title: 'New role mapping',
    submit: 'Create role mapping',
    created: 'The role mapping was created.',
  },
  fields: {
    currentJobRole: 'Current job role',
    futureProcessRole: 'Future process role',
    projectProcessId: 'Process',
    changeSummary: 'What changes',
    progressStatus: 'Progress',
  },
};

/** The processes report (spec §2 `processes-reports`). */
export const processReportPhrases = {
  title: 'Process reports',
  intro: 'Which processes this change touches, and how roles change.',
  byScope: 'Processes by scope',
  inScope: 'In scope',
  outOfScope: 'Out of scope',
  byRoleChange: 'By role change',
  unchanged: 'No change recorded',
  changed: 'Role changes',
  noProcess: 'No process named',
  scopeChart: 'Processes in and out of scope',
  byImpact: 'Processes by impact',
  impactChart: 'Impacts linked to each process',
  noImpacts: 'No impact is linked to a process of this project yet.',
  roleChangeChart: 'Mapped roles by process',
  noProcesses: 'No processes are recorded for this project yet.',
  noMappings: 'No roles are mapped yet.',
  column: {
    process: 'Process',
    hierarchy: 'Levels',
    identifier: 'Identifier',
    from: 'Current job role',
    to: 'Future process role',
    count: 'Processes',
    scope: 'Scope',
    mapped: 'Mapped roles',
    impactCount: 'Impacts',
    impacts: 'Linked impacts',
  },
  links: 'Processes',
  loadFailed: 'The process reports could not be loaded. Please try again.',
};

/** The organisation's process model as a tree, and picking a project's processes from it. */
export const processModelPhrases = {
  title: 'Process model',
  intro: 'The organisation’s processes by level. Use the arrow keys to move, open and close levels.',
  empty: 'No processes yet. Add processes with their levels to build the model.',
  loadFailed: 'The process model could not be loaded. Please try again.',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  count_one: '{{count}} process',
  count_other: '{{count}} processes',
  pickBranch: 'Every process under {{name}}',
  add: 'Add from the process model',
  addTitle: 'Add processes from the organisation’s model',
  addHelp:
    'Tick the processes this change touches. Processes already in the project are ticked and cannot be changed here.',
  addInScope: 'Mark them in scope',
  addSubmit_one: 'Add {{count}} process',
  addSubmit_other: 'Add {{count}} processes',
  added_one: '{{count}} process was added to the project.',
  added_other: '{{count}} processes were added to the project.',
  addFailed: 'The processes could not be added. Please try again.',
  cancel: 'Cancel',
};

addPhrases('projectProcesses', projectProcessesPhrases);
addPhrases('roleMappings', roleMappingsPhrases);
addPhrases('processReport', processReportPhrases);
addPhrases('processModel', processModelPhrases);
