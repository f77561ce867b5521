import { Alert, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@tandem/shared/notifications/notification';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '@/lib/i18n/en-gb-notifications';
import { formatDate } from '@/lib/dates';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPages,
} from '../api/notifications';
import { notificationHref } from './notification-href';
import classes from './notifications-panel.module.css';

/** One line of the list: what happened, to which item, when; unread ones stand out. */
function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const { item, actor } = notification;
  const itemText = item
    ? `${t(`notifications.entityTypes.${item.entityType}`, { defaultValue: item.entityType })} ${
        item.refNumber !== null ? `#${item.refNumber} ` : ''
      }${item.name}`
    : '';
  const unread = notification.readAt === null;
  return (
    <UnstyledButton className={classes.row} data-unread={unread || undefined} onClick={onOpen}>
      <Text size="sm" fw={unread ? 600 : 400}>
        {t(`notifications.kinds.${notification.kind}`, {
          actor: actor?.name || t('notifications.someone'),
          item: itemText,
          count: notification.count ?? 0,
        })}
      </Text>
      <Group gap="xs">
        {unread && (
          <Text size="xs" c="blue.8" fw={600}>
            {t('notifications.unread')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDate(notification.createdAt)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The bell's popover contents (lazy: nothing of it joins the shell chunk): the latest notifications,
 * 'Load more', 'Mark all read', the empty state. Opening one marks it read and goes to its item.
 */
export default function NotificationsPanel({
  organisationId,
  onNavigate,
}: {
  organisationId: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useNotificationPages(organisationId);
  const markRead = useMarkNotificationRead(organisationId);
  const markAll = useMarkAllNotificationsRead(organisationId);
  if (pages.isPending) return <Loader size="sm" aria-label={t('notifications.title')} />;
  if (pages.isError) return <Alert color="red">{t('notifications.loadFailed')}</Alert>;
  const items = pages.data.pages.flatMap((page) => page.items);
  const unreadCount = pages.data.pages[0]?.unreadCount ?? 0;
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    const href = notificationHref(notification);
    if (href) {
      onNavigate();
      void navigate(href);
    }
  };
  return (
    <Stack gap="xs" role="region" aria-label={t('notifications.title')}>
      <Group justify="space-between">
        <Text fw={600}>{t('notifications.title')}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm">{t('notifications.empty')}</Text>
      ) : (
        <Stack gap={0} className={classes.list} component="ul">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} onOpen={() => open(notification)} />
            </li>
          ))}
        </Stack>
      )}
      {pages.hasNextPage && (
        <Button
          variant="default"
          size="compact-sm"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('notifications.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
