import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The notification-like control of the top bar (spec §2); notifications themselves come later. */
export function NotificationsControl() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" width={260}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('topBar.notifications')}>
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{t('topBar.noNotifications')}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
