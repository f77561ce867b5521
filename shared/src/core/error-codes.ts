/** Client-side error codes (spec §8). Server error codes are not in the spec. */
export const ClientErrorCode = {
  NULL_POINTER: 1,
  NETWORK_DOWN: 2,
  REQUEST_FAILED: 3,
  ACCESS_DENIED: 4,
  FORM_VALIDATION_FAILED: 5,
  FIELD_VALIDATION_FAILED: 6,
  REQUEST_TIMEOUT: 7,
  RESOURCE_UNREACHABLE: 8,
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];
