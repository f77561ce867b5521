import { addPhrases } from './add-phrases';

/** Field labels every training level shares, as the declaration words them. */
const fields = {
  name: 'Name',
  code: 'Code',
  description: 'Description',
  owner: 'Owner',
  startDate: 'Start date',
  endDate: 'End date',
  progressStatus: 'Progress',
  ragStatus: 'RAG',
  isSignedOff: 'Signed off',
  duration: 'Duration (hours)',
  trainingType: 'Training type',
  trainingProgress: 'Training progress',
  audience: 'Audience',
  jobRoles: 'Job roles',
};

/** One training level's page phrases. */
const level = (plural: string, singular: string, text: string, extra: Record<string, string> = {}) => ({
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
  fields: { ...extra, ...fields },
});

export const courseGroupsPhrases = level(
  'Course groups',
  'Course group',
  'Group the courses of this change’s training plan.',
);
export const coursesPhrases = level('Courses', 'Course', 'Add the courses each course group offers.', {
  courseGroupId: 'Course group',
});
export const trainingModulesPhrases = level('Modules', 'Module', 'Break each course into modules.', {
  courseId: 'Course',
});
export const trainingComponentsPhrases = level(
  'Training components',
  'Training component',
  'Add the sessions, e-learning and handouts of each module.',
  { moduleId: 'Module' },
);

/** The learning dashboard (spec §2 `learning-dashboard`). */
export const learningPhrases = {
  title: 'Learning dashboard',
  intro: 'How far the training plan has come, and what needs attention.',
  totals: 'Modules completed: {{completed}} of {{total}} ({{percent}}%)',
  byCourse: 'Completion by course',
  byAudience: 'Completion by job role',
  byProjectAudience: 'Completion by audience',
  role: 'Job role',
  projectAudienceHelp: 'The project audience each module trains.',
  noProjectAudiences: 'No module names an audience yet.',
  byStatus: 'Modules by progress',
  audience: 'Audience',
  audienceHelp: 'The job roles each module names.',
  overdue: 'Overdue',
  upcoming: 'Starting in the next 30 days',
  nothingOverdue: 'Nothing is overdue.',
  nothingUpcoming: 'Nothing starts in the next 30 days.',
  noCourses: 'There are no courses yet.',
  noAudiences: 'No module names a job role yet.',
  column: {
    name: 'Name',
    kind: 'Level',
    date: 'Date',
    completed: 'Completed',
    remaining: 'Not completed',
    total: 'Total',
    percent: 'Complete',
    status: 'Progress',
    modules: 'Modules',
  },
  kind: { course: 'Course', module: 'Module', component: 'Component' },
  percentLabel: 'Percent complete',
  links: 'Training plan',
  loadFailed: 'The learning dashboard could not be loaded. Please try again.',
};

addPhrases('courseGroups', courseGroupsPhrases);
addPhrases('courses', coursesPhrases);
addPhrases('trainingModules', trainingModulesPhrases);
addPhrases('trainingComponents', trainingComponentsPhrases);
addPhrases('learning', learningPhrases);
