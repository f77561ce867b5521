import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadNotificationCount } from '@/features/notifications/api/unread-count';

// The list, its phrases and its mutations load when the bell first opens, never with the shell.
const NotificationsPanel = lazy(() => import('@/features/notifications/components/notifications-panel'));

/** The top bar's bell (spec §2): the unread count, polled, and the latest notifications in a popover. */
export function NotificationsControl({
  organisationId,
  requestsReady = true,
}: {
  organisationId: string;
  /** False while the page paints its first data (the shell's look-ups wait for it). */
  requestsReady?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadNotificationCount(organisationId, requestsReady);
  return (
    // The badge wraps the popover, so the ARIA the popover gives its target lands on the button.
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={4}>
      <Popover position="bottom-end" shadow="md" width={360} opened={opened} onChange={setOpened}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={
              unread > 0 ? t('topBar.unreadNotifications', { count: unread }) : t('topBar.notifications')
            }
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          {opened && (
            <Suspense fallback={<Loader size="sm" />}>
              <NotificationsPanel organisationId={organisationId} onNavigate={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
