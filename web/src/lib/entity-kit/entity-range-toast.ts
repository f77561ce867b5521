import { ToastKind } from '@tandem/shared/core/toasts';
import type { TFunction } from 'i18next';
import { showToast } from '@/lib/toasts';

/** What a range write answers (bulk update, review, tags): the ids it changed, and those it skipped with why. */
export type RangeAnswer = { updated: readonly unknown[]; skipped: readonly { reason: string }[] };

/**
 * The toasts of a range write: `doneKey` counts the items the server changed (not those asked
 * for), and a warning under `skippedKey` counts the skipped ones with their reasons, each once.
 */
export function toastRangeResult(
  t: TFunction,
  result: RangeAnswer,
  doneKey: string,
  skippedKey: string,
  kind: ToastKind = ToastKind.SUCCESS,
) {
  showToast(kind, { message: t(doneKey, { count: result.updated.length }) }, t);
  if (result.skipped.length)
    showToast(
      ToastKind.WARNING,
      {
        message: t(skippedKey, {
          count: result.skipped.length,
          reasons: [...new Set(result.skipped.map((item) => item.reason))].join('; '),
        }),
      },
      t,
    );
}
