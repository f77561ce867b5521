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

/**
 * Codes only the server sends (the spec leaves them open). A 409 is either a stale version (someone
 * else saved first: the client reloads) or a refusal with its own reason (a duplicate, the last
 * admin…), whose message the client shows as sent; the code tells them apart.
 */
export const ServerErrorCode = {
  VERSION_CONFLICT: 9,
} as const;
export type ServerErrorCode = (typeof ServerErrorCode)[keyof typeof ServerErrorCode];

/** Every code an error envelope may carry. */
export type ErrorCode = ClientErrorCode | ServerErrorCode;

/** The `reason` a stale-version 409 carries in its payload. */
export const STALE_VERSION_REASON = 'stale-version';
