import { notifications } from '@mantine/notifications';
import { ToastDuration, ToastKind } from '@tandem/shared/core/toasts';

/** How each kind of toast looks and how long it stays (spec §8, §9). */
export const toastStyle: Record<ToastKind, { color: string; autoClose: number; titleKey: string }> = {
  [ToastKind.ERROR]: { color: 'red', autoClose: ToastDuration.SLOW, titleKey: 'toasts.error' },
  [ToastKind.WARNING]: { color: 'yellow', autoClose: ToastDuration.NORMAL, titleKey: 'toasts.warning' },
  [ToastKind.SUCCESS]: { color: 'teal', autoClose: ToastDuration.FAST, titleKey: 'toasts.success' },
  [ToastKind.REVIEW_COMPLETED]: {
    color: 'blue',
    autoClose: ToastDuration.NORMAL,
    titleKey: 'toasts.reviewCompleted',
  },
};

type ToastOptions = {
  /** Already translated heading; the kind's default heading otherwise. */
  title?: string;
  message: string;
  /** false keeps the toast until closed; a number overrides the kind's duration. */
  autoClose?: boolean | number;
};

const toastId = (kind: ToastKind, options: Pick<ToastOptions, 'title' | 'message'>) =>
  `${kind}:${options.title ?? ''}:${options.message}`;

/** Takes a toast away before its time, once what it warned of no longer holds. */
export const hideToast = (kind: ToastKind, options: Pick<ToastOptions, 'title' | 'message'>) =>
  notifications.hide(toastId(kind, options));

/** Shows a toast of one of the spec's kinds. `translate` turns the kind's heading key into text. */
export function showToast(kind: ToastKind, options: ToastOptions, translate: (key: string) => string) {
  const style = toastStyle[kind];
  return notifications.show({
    // One toast per kind and text: the same warning raised again while shown does not pile up.
    id: toastId(kind, options),
    color: style.color,
    title: options.title ?? translate(style.titleKey),
    message: options.message,
    autoClose: options.autoClose ?? style.autoClose,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': translate('actions.close') },
  });
}
