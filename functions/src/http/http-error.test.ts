import { ClientErrorCode, ServerErrorCode } from '@tandem/shared/core/error-codes';
import { describe, expect, it } from 'vitest';
import { conflict } from './http-error';

describe('conflict', () => {
  it('marks a stale version with its own code, so the client can tell it from other refusals', () => {
    expect(conflict('Someone else changed this first.', { reason: 'stale-version' }).code).toBe(
      ServerErrorCode.VERSION_CONFLICT,
    );
  });

  it('keeps any other 409 (duplicate, last admin) a plain refusal', () => {
    expect(conflict('x is already a member.', { field: 'body.email' }).code).toBe(
      ClientErrorCode.REQUEST_FAILED,
    );
    expect(conflict('The last admin cannot be removed.', { reason: 'last-admin' }).code).toBe(
      ClientErrorCode.REQUEST_FAILED,
    );
  });
});
