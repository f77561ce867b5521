import { Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { UserAvatar } from '@/features/profile/components/user-avatar';
import type { Me } from '@/features/users/api/get-me';

/** The profile menu: Settings (own profile) and Logout. */
export function ProfileMenu({ organisationId, me }: { organisationId: string; me?: Me }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  const name = me ? `${me.firstName} ${me.lastName}` : '';
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={name ? `${t('topBar.profile')}: ${name}` : t('topBar.profile')}>
          <UserAvatar user={me} size={34} data-testid="profile-menu-avatar" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
        <Menu.Item
          component={Link}
          to={paths.profileSettings.getHref(organisationId)}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('topBar.settings')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
          disabled={isPending}
        >
          {t('topBar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
