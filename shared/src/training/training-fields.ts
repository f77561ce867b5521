import { standardEndpoints } from '../entity-kit/standard-endpoints';
import {
  booleanField,
  dateField,
  memberField,
  numberField,
  progressField,
  ragField,
  referenceField,
  richTextField,
  textField,
} from '../entity-kit/field-kinds';

/**
 * What course groups, courses, modules and components share (spec §3 Training: "course, course group
 * and component are similar"): each level adds its parent field in front of these.
 */
export const trainingFields = {
  name: textField({ label: 'Name', max: 200, required: true }),
  code: textField({ label: 'Code', max: 50 }),
  description: richTextField({ label: 'Description', max: 20_000, gridEditable: false }),
  owner: memberField({ label: 'Owner' }),
  startDate: dateField({ label: 'Start date' }),
  endDate: dateField({ label: 'End date' }),
  progressStatus: progressField({ label: 'Progress' }),
  ragStatus: ragField({ label: 'RAG' }),
  isSignedOff: booleanField({ label: 'Signed off' }),
  /** Hours of learning. */
  duration: numberField({ label: 'Duration (hours)', min: 0, max: 10_000 }),
  /** The organisation's training types (core data `training-types`). */
  trainingType: referenceField({ label: 'Training type', target: { coreData: 'trainingType' } }),
  /**
   * Where the learners are, in the organisation's own words (core data `training-progress`, each
   * naming a progress status): when set, its status is the item's progress on the learning dashboard.
   */
  trainingProgress: referenceField({ label: 'Training progress', target: { coreData: 'trainingProgress' } }),
  /** The project audience it trains (the learning dashboard counts completion per audience). */
  audience: referenceField({ label: 'Audience', target: { entity: 'audience' } }),
  /** The job roles it trains, comma-separated (the learning dashboard counts completion per role). */
  jobRoles: textField({ label: 'Job roles', max: 1_000, sortable: false }),
} as const;

/** Every endpoint of the kit's family that these entities use (all of them). */
export const trainingEndpointFlags = standardEndpoints({ summary: true, createFromUpload: true });

export const trainingLimits = { bulk: 100, upload: 500, comment: 4_000 } as const;
