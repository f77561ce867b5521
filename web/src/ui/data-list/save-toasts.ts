import { ToastKind } from '@tandem/shared/core/toasts';
import type { TFunction } from 'i18next';
import { showSaveFailure } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Save result 200: the success toast (spec §8: saved heading and message). */
export function toastSaved(t: Translate, message: string) {
  showToast(ToastKind.SUCCESS, { message }, t);
}

/**
 * A save that failed (spec §8), by the one web mapping (`showSaveFailure`): a version conflict
 * warns that someone else changed it, after which the caller reloads; any other refusal shows the
 * server's own message.
 */
export function toastSaveFailed(t: Translate, error: unknown): { conflict: boolean } {
  return showSaveFailure(error, t as TFunction, t('dataList.conflict'));
}
