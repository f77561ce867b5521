import { Notifications } from '@mantine/notifications';
import toastClasses from './toasts.module.css';

/** Where toasts appear: top right, three at a time (a module of its own so it loads after first paint). */
export default function ToastStack() {
  return <Notifications position="top-right" limit={3} classNames={{ root: toastClasses.toastStack }} />;
}
