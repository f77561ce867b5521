import { Anchor, Group, Title } from '@mantine/core';
import { canCall } from '@/lib/endpoint-permissions';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/permissions-store';

export type SettingsSection = 'features' | 'users' | 'admin';

/** The page title and links between the organisation settings pages the user may open. */
export function SettingsHeader({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const target = { organisationId };
  const sections = [
    {
      key: 'features',
      href: paths.organisationSettings.getHref(organisationId),
      allowed: canCall(permissions, 'getOrganisationSettings', target),
    },
    {
      key: 'users',
      href: paths.organisationUserSettings.getHref(organisationId),
      allowed: canCall(permissions, 'getOrganisationUserSettings', target),
    },
    {
      key: 'admin',
      href: paths.organisationAdminSettings.getHref(organisationId),
      allowed: canCall(permissions, 'getOrganisationAdminSettings', target),
    },
  ] as const;
  return (
    <div>
      <Title order={1}>{t('orgSettings.title')}</Title>
      <Group component="nav" aria-label={t('orgSettings.tabs')} gap="lg" mt="xs">
        {sections
          .filter((section) => section.allowed)
          .map((section) => (
            <Anchor key={section.key} component={NavLink} to={section.href} end fw={500}>
              {t(`orgSettings.${section.key}`)}
            </Anchor>
          ))}
      </Group>
    </div>
  );
}
