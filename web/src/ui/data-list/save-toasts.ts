import { ToastKind, toastKindForSaveStatus } from '@tandem/shared/core/toasts';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toasts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Save result 200: the success toast (spec §8: saved heading and message). */
export function toastSaved(t: Translate, message: string) {
  showToast(ToastKind.SUCCESS, { message }, t);
}

/**
 * A save that failed (spec §8): 409 (someone else changed it since it was loaded) a warning saying
 * so, after which the caller reloads; 400 the validation toast with the server's message, which
 * names the field; anything else an error toast with the message.
 */
export function toastSaveFailed(t: Translate, error: unknown): { conflict: boolean } {
  const status = isApiError(error) ? error.status : 500;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 409) {
    showToast(ToastKind.WARNING, { message: t('dataList.conflict') }, t);
    return { conflict: true };
  }
  showToast(toastKindForSaveStatus(status === 200 ? 500 : status), { message }, t);
  return { conflict: false };
}
