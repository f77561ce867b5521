import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_ERROR_NAME, ErrorMessage } from './error-messages';

describe('ErrorMessage', () => {
  it('uses the spec texts verbatim', () => {
    expect(ErrorMessage.ORGANISATION_ID_REQUIRED).toBe('Organisation id cannot be empty');
    expect(ErrorMessage.PROGRAMME_ID_REQUIRED).toBe('Programme id cannot be empty');
    expect(ErrorMessage.METHOD_NOT_IMPLEMENTED).toBe('Method not implemented');
    expect(ErrorMessage.ENSURE_ALL_FIELDS_VALID).toBe('validations.ensureAllFieldsValid');
    expect(ErrorMessage.NO_VIEW_ACCESS).toBe('phrases.noViewAccess');
    expect(ErrorMessage.LOAD_DATA_FAILED).toBe('errors.loadData');
    expect(ErrorMessage.TABLE_NO_DATA).toBe('table.noData');
    expect(ErrorMessage.NO_ACTIONS_ASSIGNED).toBe('No actions assigned');
    expect(ErrorMessage.NO_IMPACTS_ASSIGNED).toBe('No impacts assigned');
    expect(ErrorMessage.AUTH_ERROR_HEADING).toBe('Oops');
    expect(ErrorMessage.APP_LOAD_FAILED).toBe('Error');
    expect(CHUNK_LOAD_ERROR_NAME).toBe('ChunkLoadError');
  });
});
