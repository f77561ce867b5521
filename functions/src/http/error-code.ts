/**
 * Codes carried in the envelope's `code`. The spec lists only the client's error codes (§8), so the
 * server reuses them (docs/decisions.md): validation → 6, access → 4, missing → 8, anything else → 3.
 */
export const ErrorCode = {
  ACCESS_DENIED: 4,
  FIELD_VALIDATION_FAILED: 6,
  REQUEST_FAILED: 3,
  RESOURCE_UNREACHABLE: 8,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
