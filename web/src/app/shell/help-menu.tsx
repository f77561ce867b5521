import { ActionIcon, Menu } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The help menu: the Help centre, a page of the app on how to get started (the spec names no
 * outside target, and a link to a site that may not exist would be a dead end).
 */
export function HelpMenu({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('topBar.help')}>
          <IconHelp size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.help.getHref(organisationId)}>
          {t('topBar.helpCentre')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
