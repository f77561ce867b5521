import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear: bottom centre, three at a time (a module of its own so it loads after first
 * paint). At the top right they covered the side panel's title right after a create (issue 28), and
 * at the top they would cover the top bar's menus; the page's middle bottom holds neither.
 */
export const TOAST_POSITION = 'bottom-center' as const;

export default function ToastStack() {
  return <Notifications position={TOAST_POSITION} limit={3} />;
}
