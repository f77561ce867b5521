import { ActionIcon, Menu } from '@mantine/core';
import { IconExternalLink, IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** The help menu: the Help centre link of this environment (runtime config). */
export function HelpMenu() {
  const { t } = useTranslation();
  const { helpCentreUrl } = useRuntimeConfig();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('topBar.help')}>
          <IconHelp size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={helpCentreUrl}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('topBar.helpCentre')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
