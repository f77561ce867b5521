import { describe, expect, it } from 'vitest';
import { ClientErrorCode } from './error-codes';

describe('ClientErrorCode', () => {
  it('has the spec §8 numbers', () => {
    expect(ClientErrorCode).toEqual({
      NULL_POINTER: 1,
      NETWORK_DOWN: 2,
      REQUEST_FAILED: 3,
      ACCESS_DENIED: 4,
      FORM_VALIDATION_FAILED: 5,
      FIELD_VALIDATION_FAILED: 6,
      REQUEST_TIMEOUT: 7,
      RESOURCE_UNREACHABLE: 8,
    });
  });
});
