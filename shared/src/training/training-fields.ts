import { standardEndpoints } from '../entity-kit/standard-endpoints';
import {
  booleanField,
  dateField,
  memberField,
  numberField,
  progressField,
  ragField,
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
  trainingType: textField({ label: 'Training type', max: 100 }),
  /** The audience: job roles, comma-separated (the learning dashboard counts completion per role). */
  jobRoles: textField({ label: 'Job roles', max: 1_000, sortable: false }),
} as const;

/** Every endpoint of the kit's family that these entities use (all of them). */
export const trainingEndpointFlags = standardEndpoints({ summary: true, createFromUpload: true });

export const trainingLimits = { bulk: 100, upload: 500, comment: 4_000 } as const;
