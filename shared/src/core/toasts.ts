/** Toast kinds of spec §8. */
export const ToastKind = {
  ERROR: 'error',
  WARNING: 'warning',
  SUCCESS: 'success',
  REVIEW_COMPLETED: 'reviewCompleted',
} as const;
export type ToastKind = (typeof ToastKind)[keyof typeof ToastKind];

/** How long a toast stays before auto-closing (spec §9), in milliseconds. */
export const ToastDuration = {
  FAST: 3000,
  NORMAL: 5000,
  SLOW: 7000,
} as const;
export type ToastDuration = (typeof ToastDuration)[keyof typeof ToastDuration];

/**
 * The toast for a save result (spec §8): 200 success, 400 a validation warning with the server's
 * message, 500 an error. The spec names only those three; any other failure is shown as an error
 * too, because a save the user cannot see failing is worse than a generic error.
 */
export function toastKindForSaveStatus(status: number): ToastKind {
  if (status === 200) return ToastKind.SUCCESS;
  if (status === 400) return ToastKind.WARNING;
  return ToastKind.ERROR;
}
