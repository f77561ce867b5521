import { notifications } from '@mantine/notifications';
import { ClientErrorCode, ServerErrorCode } from '@tandem/shared/core/error-codes';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { notifySaveError, validateFields } from './form-support';

const t = ((key: string) => (key === 'forms.conflict' ? 'Someone else changed this.' : key)) as TFunction;
const refusal = (message: string, code: number) =>
  new ApiError({ status: 409, message, code, method: 'POST', url: '/api/x' });

describe('notifySaveError', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's own message for a 409 that is not a stale version, and reloads nothing", () => {
    const show = vi.spyOn(notifications, 'show');
    const onConflict = vi.fn();
    notifySaveError(
      refusal('ada@example.com is already a member of this organisation.', ClientErrorCode.REQUEST_FAILED),
      t,
      onConflict,
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'ada@example.com is already a member of this organisation.' }),
    );
    expect(onConflict).not.toHaveBeenCalled();
  });

  it('shows the stale-version phrase only for a version conflict, then reloads', () => {
    const show = vi.spyOn(notifications, 'show');
    const onConflict = vi.fn();
    notifySaveError(
      refusal('Someone else changed this item first.', ServerErrorCode.VERSION_CONFLICT),
      t,
      onConflict,
    );
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Someone else changed this.' }));
    expect(onConflict).toHaveBeenCalledOnce();
  });
});

describe('validateFields', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the refused-submit warning away once the corrected form passes (issue 37 item 6)', () => {
    const show = vi.spyOn(notifications, 'show');
    const hide = vi.spyOn(notifications, 'hide');
    expect(validateFields({ name: () => 'forms.required' }, t).valid).toBe(false);
    const warned = show.mock.calls[0]?.[0];
    expect(warned).toMatchObject({ message: 'validations.ensureAllFieldsValid' });
    expect(hide).not.toHaveBeenCalled();
    expect(validateFields({ name: () => null }, t).valid).toBe(true);
    expect(hide).toHaveBeenCalledWith(warned?.id);
  });
});
