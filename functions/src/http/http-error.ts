import {
  ClientErrorCode,
  type ErrorCode,
  ServerErrorCode,
  STALE_VERSION_REASON,
} from '@tandem/shared/core/error-codes';

/**
 * An error the client can act on. Anything else thrown inside a handler is unexpected and becomes a
 * generic 500 without internals.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly code: ErrorCode,
    /** Extra data for the client, e.g. the failing field; goes into the envelope's payload. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (field: string, message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, ClientErrorCode.FIELD_VALIDATION_FAILED, { field, ...details });
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, message, ClientErrorCode.ACCESS_DENIED);
export const forbidden = (message = 'You do not have the right to do this.') =>
  new HttpError(403, message, ClientErrorCode.ACCESS_DENIED);
export const notFound = (what = 'The resource') =>
  new HttpError(404, `${what} was not found.`, ClientErrorCode.RESOURCE_UNREACHABLE);
/**
 * A 409. One whose details say `reason: 'stale-version'` (the versioned-write path: someone else
 * saved first) carries VERSION_CONFLICT, so the client reloads; any other refusal (a duplicate, the
 * last admin…) carries REQUEST_FAILED and the client shows its message as it is.
 */
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(
    409,
    message,
    details?.reason === STALE_VERSION_REASON
      ? ServerErrorCode.VERSION_CONFLICT
      : ClientErrorCode.REQUEST_FAILED,
    details,
  );

/** THE 409 of a value that must be unique and is taken already (a name, a member, a person in a project). */
export const duplicate = (field: string, message: string) =>
  conflict(message, { field, reason: 'duplicate' });
