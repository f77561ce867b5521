import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Links between the user's own pages: profile, password, organisations. */
export function ProfileTabs({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const tabs = [
    {
      key: 'settings',
      label: t('profile.tabs.profile'),
      href: paths.profileSettings.getHref(organisationId),
    },
    {
      key: 'password',
      label: t('profile.tabs.password'),
      href: paths.changePassword.getHref(organisationId),
    },
    {
      key: 'organisations',
      label: t('profile.tabs.organisations'),
      href: paths.myOrganisations.getHref(organisationId),
    },
  ];
  return (
    <nav aria-label={t('profile.tabs.label')}>
      <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.href} end style={{ textDecoration: 'none' }}>
              {({ isActive }) => (
                <Button component="span" variant={isActive ? 'filled' : 'subtle'} size="sm">
                  {tab.label}
                </Button>
              )}
            </NavLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
