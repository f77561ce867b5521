/** Column names of the action grid (spec §3). */
export const ActionGridField = {
  NAME: 'name',
  DESCRIPTION: 'description',
  OWNER: 'owner',
  START_DATE: 'startDate',
  END_DATE: 'endDate',
  PROGRESS_STATUS: 'progressStatus',
  ACTION_TYPE: 'actionType',
  ASSIGNED_TO: 'assignedTo',
  RAG_STATUS: 'ragStatus',
  PROJECT_NAME: 'projectName',
  PROGRAMME_NAME: 'programmeName',
} as const;
export type ActionGridField = (typeof ActionGridField)[keyof typeof ActionGridField];

/** Fields a single-field update (PUT /{actionId}/{fieldName}) may change (spec §7). */
export const updatableActionFields = [
  ActionGridField.NAME,
  ActionGridField.RAG_STATUS,
  ActionGridField.START_DATE,
  ActionGridField.END_DATE,
  ActionGridField.ASSIGNED_TO,
  ActionGridField.PROGRESS_STATUS,
  ActionGridField.OWNER,
] as const;
export type UpdatableActionField = (typeof updatableActionFields)[number];

/** RAG, owner and assigned-to edits with an empty value are ignored rather than clearing (spec §5). */
export const actionFieldsIgnoringEmptyEdits: readonly UpdatableActionField[] = [
  ActionGridField.RAG_STATUS,
  ActionGridField.OWNER,
  ActionGridField.ASSIGNED_TO,
];

/** Columns of the .xlsx export in default order: key → header. */
export const actionExportColumns = {
  refNumber: 'Ref',
  name: 'Name',
  description: 'Description',
  ragStatus: 'RAG',
  progressStatus: 'Progress',
  startDate: 'Start date',
  endDate: 'End date',
  initialEndDate: 'Initial end date',
  owner: 'Owner',
  assignedTo: 'Assigned to',
  actionType: 'Action type',
  tags: 'Tags',
  reviewedOn: 'Reviewed on',
  nextReviewDue: 'Next review due',
  projectName: 'Project',
  programmeName: 'Programme',
} as const;
export type ActionExportColumn = keyof typeof actionExportColumns;

/** Fields `DELETE /{actionId}/{fieldPath}` may clear (the grid's deletable cells). */
export const clearableActionFields = ['description', 'startDate', 'endDate', 'actionType'] as const;
export type ClearableActionField = (typeof clearableActionFields)[number];
