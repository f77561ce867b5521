/**
 * Fixed texts and translation keys of spec §2, §5 and §8. Keys (with a dot) go through translation;
 * plain sentences are shown as they are. Both sides use these so tests can match them exactly.
 */
export const ErrorMessage = {
  ORGANISATION_ID_REQUIRED: 'Organisation id cannot be empty',
  PROGRAMME_ID_REQUIRED: 'Programme id cannot be empty',
  METHOD_NOT_IMPLEMENTED: 'Method not implemented',
  APP_LOAD_FAILED: 'Error',
  AUTH_ERROR_HEADING: 'Oops',
  ENSURE_ALL_FIELDS_VALID: 'validations.ensureAllFieldsValid',
  NO_VIEW_ACCESS: 'phrases.noViewAccess',
  LOAD_DATA_FAILED: 'errors.loadData',
  TABLE_NO_DATA: 'table.noData',
  NO_ACTIONS_ASSIGNED: 'No actions assigned',
  NO_IMPACTS_ASSIGNED: 'No impacts assigned',
} as const;
export type ErrorMessage = (typeof ErrorMessage)[keyof typeof ErrorMessage];

/** Name given to the error when a script or style chunk fails to load (spec §8). */
export const CHUNK_LOAD_ERROR_NAME = 'ChunkLoadError';
